import { handleListFavourites } from "@/api-routes/favourites";

export const GET = (request: Request) => handleListFavourites(request);
