import { handleMergeFavourites } from "@/api-routes/favourites";

export const POST = (request: Request) => handleMergeFavourites(request);
