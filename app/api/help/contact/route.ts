import { handleContact } from "@/api-routes/contact";

export const POST = (request: Request) => handleContact(request);
