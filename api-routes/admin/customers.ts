import { exportFileName } from "@/lib/privacy/contract";
import { addCustomerNote, customerDetail, exportForStaff, searchCustomers } from "@/lib/server/privacy/customers";
import { customerNoteSchema, customerSearchSchema, customerUidSchema } from "@/lib/server/privacy/schemas";
import { json, jsonError, readJsonBody, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin/customers (issue 28.4): staff only (./staff-auth.ts, the claim on the verified token).
// GET ?q=<email or its start> finds customers; GET /<uid> shows one; POST /<uid>/notes adds a note;
// POST /<uid>/export downloads their data as they would (a request by post). Notes and exports are
// written to the activity log (who, when, whom); the log never holds the note's text or the email.

type Context = { params: Promise<{ uid: string }> };

const MAX_NOTE_BODY_BYTES = 8 * 1024;

async function uidOf(context: Context): Promise<string | null> {
  const parsed = customerUidSchema.safeParse((await context.params).uid);
  return parsed.success ? parsed.data : null;
}

const notFound = () => jsonError(404, "customerNotFound", "There is no customer with that id.");

/** GET /api/admin/customers?q= : 200 { data: CustomerSearchResult }; 400 for fewer than 3 characters. */
export async function handleCustomerSearch(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = customerSearchSchema.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  if (!query.success) return jsonError(400, "invalidQuery", "Type an email address, or at least its first 3 characters.");
  return withDatabase(async () => json({ data: await searchCustomers(query.data) }));
}

/** GET /api/admin/customers/<uid>: 200 { data: { customer } }; 404. */
export async function handleCustomerDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const uid = await uidOf(context);
  if (!uid) return notFound();
  return withDatabase(async () => {
    const customer = await customerDetail(uid);
    return customer ? json({ data: { customer } }) : notFound();
  });
}

/** POST /api/admin/customers/<uid>/notes { body }: 200 { data: { notes } } (newest first); 404 for an unknown customer. */
export async function handleCustomerNote(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const uid = await uidOf(context);
  if (!uid) return notFound();
  const body = await readJsonBody(request, MAX_NOTE_BODY_BYTES, customerNoteSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    if (!(await customerDetail(uid))) return notFound();
    return json({ data: { notes: await addCustomerNote(auth.member, uid, body.data.body) } });
  });
}

/** POST /api/admin/customers/<uid>/export: 200 the customer's data as an attachment; 404 for an unknown customer. */
export async function handleCustomerExport(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const uid = await uidOf(context);
  if (!uid) return notFound();
  return withDatabase(async () => {
    if (!(await customerDetail(uid))) return notFound();
    const document = await exportForStaff(auth.member, uid);
    return new Response(`${JSON.stringify(document, null, 2)}\n`, {
      status: 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(new Date(document.generatedAt))}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
