import { handleAddFavourite, handleRemoveFavourite } from "@/api-routes/favourites";

export const PUT = (request: Request, context: { params: Promise<{ slug: string }> }) => handleAddFavourite(request, context);
export const DELETE = (request: Request, context: { params: Promise<{ slug: string }> }) => handleRemoveFavourite(request, context);
