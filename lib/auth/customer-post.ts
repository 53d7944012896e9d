// One POST of a customer's browser to our API, for lib's clients that never throw (the order's
// cancel and return, the help centre's contact form and conversation): JSON in, the sign-in as a
// Bearer token when there is one (refreshed first), cookies of our own origin, nothing cached.
import { currentToken } from "./current-token";

/** The answer's status and its JSON (null when it has none); status 0 when the server could not be reached. */
export type CustomerAnswer = { status: number; payload: unknown };

/** POSTs `body` as JSON; `withToken: false` sends no sign-in (the link's secret in `body` is the identity). Never throws. */
export async function postAsCustomer(path: string, body: unknown, { withToken = true }: { withToken?: boolean } = {}): Promise<CustomerAnswer> {
  const token = withToken ? await currentToken().catch(() => "") : "";
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 0, payload: null };
  }
  return { status: response.status, payload: await response.json().catch(() => null) };
}
