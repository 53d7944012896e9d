import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";

/** /admin/products/new: the new-product form. */
export const NEW_PRODUCT_PATH = `${ADMIN_PRODUCTS_PATH}/new`;
