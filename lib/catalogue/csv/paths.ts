// Where the catalogue CSV lives: the back office's import page and the API it calls. The API's
// paths are static segments beside /api/admin/products/[slug]; Next matches static segments first.
export const ADMIN_PRODUCTS_IMPORT_PATH = "/admin/products/import";
export const CATALOGUE_CSV_EXPORT_PATH = "/api/admin/products/export.csv";
export const CATALOGUE_CSV_IMPORT_PATH = "/api/admin/products/import";
/** The query that turns the import's dry run into the real one. */
export const APPLY_QUERY = "apply=1";
