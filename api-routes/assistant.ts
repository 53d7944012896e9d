import { z } from "zod";
import { withoutControlCharacters } from "@/lib/security/text";
import { verifiedUid } from "@/lib/server/auth/id-token";
import { respondWithModel } from "@/lib/server/assistant/model";
import { json, jsonError, readJsonBody, requestToken } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";
import { logServerError } from "@/lib/server/platform/log";

// POST /api/assistant: one question, answered (by the model when configured, else the built-in
// responder) as whole messages in the chat store's shape
// ({ messages: [...] }, not streamed: the chat shows them after a typing indicator). The shopper
// is known only from a verified token; a basket only from the cart id and guest id they hold.

const DEFAULT_RATE_LIMIT = 20;

export const assistantRequestSchema = z.strictObject({
  message: z
    .string()
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().min(1, "message: ask a question").max(1_000, "message: at most 1,000 characters")),
  history: z
    .array(z.object({ role: z.enum(["ai", "user"]), content: z.string().max(2_000).transform(withoutControlCharacters) }))
    .max(20)
    .default([]),
  cart: z.object({ cartId: z.uuid(), guestId: z.string().max(100).nullable() }).nullable().default(null),
});

export async function handleAssistant(request: Request): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "assistant",
    limit: limitFromEnv("ASSISTANT_RATE_LIMIT", DEFAULT_RATE_LIMIT),
    message: "You're asking faster than I can answer. Please wait a moment and try again.",
  });
  if (limited) return limited;
  const body = await readJsonBody(request, 48_000, assistantRequestSchema);
  if (!body.ok) return body.response;
  const uid = await verifiedUid(requestToken(request));
  try {
    const messages = await respondWithModel(body.data.message, { uid, cart: body.data.cart }, body.data.history);
    return json({ messages }, 200, { "cache-control": "private, no-store" });
  } catch (error) {
    logServerError("assistant", error);
    return jsonError(503, "assistantUnavailable", "I can't answer just now. Please try again in a moment.");
  }
}
