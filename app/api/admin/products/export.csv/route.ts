import { handleCatalogueExport } from "@/api-routes/admin/catalogue-csv";

export const GET = (request: Request) => handleCatalogueExport(request);
