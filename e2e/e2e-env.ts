/** Lets the browser tests call the catalogue revalidation endpoint of the server they start. */
export const E2E_REVALIDATE_SECRET = "e2e-revalidate-secret";
