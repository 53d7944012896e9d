import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import type { ProductInputBody } from "@/lib/admin/product-input";
import type { AdminProductDetail } from "@/lib/admin/products";

/** /admin/products/new: the new-product form. */
export const NEW_PRODUCT_PATH = `${ADMIN_PRODUCTS_PATH}/new`;

/** A product's page data with what the form prefills from (`input`) and whether it is archived. */
export type EditableProductDetail = AdminProductDetail & { input?: ProductInputBody; archived?: boolean };
