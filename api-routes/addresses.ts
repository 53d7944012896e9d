import {
  createAddressSchema,
  MAX_ADDRESS_BODY_BYTES,
  updateAddressSchema,
} from "@/lib/address/schema";
import { createAddress, deleteAddress, listAddresses, updateAddress, type AddressOutcome } from "@/lib/server/address/addresses";
import { requireUser } from "./auth";
import { databaseUnavailable, json, jsonError, readFormBody } from "./http";
import { limitFromEnv, overLimit } from "./rate-limit";

// /api/account/addresses (GET list, POST create) and /api/account/addresses/{id} (PATCH, DELETE):
// the signed-in customer's address book (lib/server/address/addresses.ts). Order of checks: per-IP rate
// limit, identity (only a firebase-admin-verified token: `Authorization: Bearer` or else the
// `afcfbtoken` cookie), per-user rate limit, body. Errors are `{ code, message }`; a 400 for a
// body that fails validation adds `fields: { [field]: message }` for the form.

/** Requests per minute per client address (env ACCOUNT_API_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_ACCOUNT_IP_RATE_LIMIT = 300;
/** Requests per minute per signed-in user (env ACCOUNT_API_RATE_LIMIT_USER; "0" turns it off). */
export const DEFAULT_ACCOUNT_USER_RATE_LIMIT = 120;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AddressRouteContext {
  params: Promise<{ id: string }>;
}

/** The uid of the request's verified token (bearer header first, else the cookie), or an error response. */
async function authorise(request: Request): Promise<{ uid: string } | { response: Response }> {
  const auth = await requireUser(request, { clientLimit: { name: "account-ip", env: "ACCOUNT_API_RATE_LIMIT_IP", fallback: DEFAULT_ACCOUNT_IP_RATE_LIMIT } });
  if ("response" in auth) return auth;
  const { uid } = auth;
  const userLimited = await overLimit(uid, { name: "account-user", limit: limitFromEnv("ACCOUNT_API_RATE_LIMIT_USER", DEFAULT_ACCOUNT_USER_RATE_LIMIT) });
  if (userLimited) return { response: userLimited };
  return { uid };
}

async function addressId(context: AddressRouteContext): Promise<string | null> {
  const { id } = await context.params;
  return UUID.test(id) ? id.toLowerCase() : null;
}

function notFound(): Response {
  return jsonError(404, "notFound", "No such address.");
}

async function respond(run: () => Promise<AddressOutcome>, status = 200): Promise<Response> {
  let outcome: AddressOutcome;
  try {
    outcome = await run();
  } catch (error) {
    return databaseUnavailable(error);
  }
  if (!outcome.ok) return jsonError(outcome.code === "notFound" ? 404 : 409, outcome.code, outcome.message);
  const data = outcome.address ? { address: outcome.address, addresses: outcome.addresses } : { addresses: outcome.addresses };
  return json({ data }, status);
}

/** GET /api/account/addresses: `{ data: { addresses } }`, oldest first. */
export async function handleListAddresses(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  return respond(async () => ({ ok: true, addresses: await listAddresses(auth.uid) }));
}

/** POST /api/account/addresses: 201 `{ data: { address, addresses } }`. */
export async function handleCreateAddress(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readFormBody(request, MAX_ADDRESS_BODY_BYTES, createAddressSchema);
  if ("response" in body) return body.response;
  return respond(() => createAddress(auth.uid, body.data), 201);
}

/** PATCH /api/account/addresses/{id}: any fields and/or `isDefaultDelivery`/`isDefaultBilling: true`. */
export async function handleUpdateAddress(request: Request, context: AddressRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const id = await addressId(context);
  if (!id) return notFound();
  const body = await readFormBody(request, MAX_ADDRESS_BODY_BYTES, updateAddressSchema);
  if ("response" in body) return body.response;
  return respond(() => updateAddress(auth.uid, id, body.data));
}

/** DELETE /api/account/addresses/{id}: `{ data: { addresses } }` (with any default handed on). */
export async function handleDeleteAddress(request: Request, context: AddressRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const id = await addressId(context);
  if (!id) return notFound();
  return respond(() => deleteAddress(auth.uid, id));
}
