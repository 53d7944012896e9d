import { handleDeleteAddress, handleUpdateAddress } from "@/api-routes/addresses";

export const PATCH = (request: Request, context: { params: Promise<{ id: string }> }) => handleUpdateAddress(request, context);
export const DELETE = (request: Request, context: { params: Promise<{ id: string }> }) => handleDeleteAddress(request, context);
