import { handleCreateAddress, handleListAddresses } from "@/api-routes/addresses";

export const GET = (request: Request) => handleListAddresses(request);
export const POST = (request: Request) => handleCreateAddress(request);
