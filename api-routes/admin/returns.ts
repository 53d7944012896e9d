import { adminReturnActionSchema } from "@/lib/returns/schemas";
import type { AdminReturnSuccess } from "@/lib/returns/contract";
import { applyReturnAction } from "@/lib/server/returns/admin-returns";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// POST /api/admin/returns/<reference> (adminReturnPath in lib/returns/contract.ts): staff move one
// return on (receive, refund with the drinks restocked or written off, refuse with a reason). Staff
// only (./staff-auth.ts); what is refunded is planned by the server from the return and the order.

const MAX_RETURN_ACTION_BODY_BYTES = 4 * 1024;

type Context = { params: Promise<{ reference: string }> };

export async function handleReturnAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_RETURN_ACTION_BODY_BYTES, adminReturnActionSchema);
  if (!body.ok) return body.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await applyReturnAction(auth.member, reference, body.data, siteOrigin(request));
    return outcome.ok ? json({ data: { return: outcome.value } } satisfies AdminReturnSuccess) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
