import type { AdminDamageSuccess } from "@/lib/damage/contract";
import { adminDamageActionSchema } from "@/lib/damage/schemas";
import { applyDamageAction, damagePhoto } from "@/lib/server/damage/admin-damage";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin/damage/<reference> (lib/damage/contract.ts), staff only (./staff-auth.ts):
//   POST { action: "refund" | "replace" | "refuse", reason? }: settle one report. What is refunded
//        is planned by the server from the report and the order; a replacement is a new order.
//   GET  …/photos/<n>: one of the report's photos (JPEG). A customer's photo may show their home:
//        it is never cached by anything shared, and never served to anyone but staff.

const MAX_DAMAGE_ACTION_BODY_BYTES = 4 * 1024;

type Context = { params: Promise<{ reference: string }> };
type PhotoContext = { params: Promise<{ reference: string; index: string }> };

export async function handleDamageAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_DAMAGE_ACTION_BODY_BYTES, adminDamageActionSchema);
  if (!body.ok) return body.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await applyDamageAction(auth.member, reference, body.data, siteOrigin(request));
    return outcome.ok ? json({ data: { report: outcome.value } } satisfies AdminDamageSuccess) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}

export async function handleDamagePhoto(request: Request, context: PhotoContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { reference, index } = await context.params;
  return withDatabase(async () => {
    const bytes = /^[1-9]$/.test(index) ? await damagePhoto(reference, Number(index)) : null;
    if (!bytes) return jsonError(404, "photoNotFound", "There is no such photo.");
    return new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": "image/jpeg", "Content-Length": String(bytes.length), "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" },
    });
  });
}
