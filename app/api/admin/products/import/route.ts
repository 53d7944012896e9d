import { handleCatalogueImport } from "@/api-routes/admin/catalogue-csv";

export const POST = (request: Request) => handleCatalogueImport(request);
