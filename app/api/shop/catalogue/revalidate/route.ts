import { handleCatalogueRevalidate } from "@/api-routes/catalogue-revalidate";

export const POST = (request: Request) => handleCatalogueRevalidate(request);
