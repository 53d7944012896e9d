import { handleLibraryFile } from "@/api-routes/media-library-files";

type Context = { params: Promise<{ file: string }> };

export const GET = (request: Request, context: Context) => handleLibraryFile(request, context);
