import { handleAuthorCreate, handleAuthorList } from "@/api-routes/admin/content";

export const GET = (request: Request) => handleAuthorList(request);
export const POST = (request: Request) => handleAuthorCreate(request);
