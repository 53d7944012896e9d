import { handleProductImage } from "@/api-routes/product-image";

// Generated product illustrations (/images/products/<slug>.svg), prerendered at build.
export const revalidate = 86400;
export { productImageParams as generateStaticParams } from "@/api-routes/product-image";
export const GET = (_request: Request, context: { params: Promise<{ file: string }> }) => handleProductImage(context.params);
