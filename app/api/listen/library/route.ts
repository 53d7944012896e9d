import { handleChangeLibrary, handleGetLibrary } from "@/api-routes/podcast-library";

export const GET = (request: Request) => handleGetLibrary(request);
export const POST = (request: Request) => handleChangeLibrary(request);
