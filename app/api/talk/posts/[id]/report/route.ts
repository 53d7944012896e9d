import { handleReport } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const POST = async (request: Request, { params }: Context) => handleReport(request, (await params).id);
