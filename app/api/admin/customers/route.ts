import { handleCustomerSearch } from "@/api-routes/admin/customers";

export const GET = (request: Request) => handleCustomerSearch(request);
