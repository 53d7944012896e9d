// One POST of a customer's browser to our API, for lib's clients that never throw (the order's
// cancel, return and damage report, the help centre's contact form and conversation): JSON or a
// multipart form in, the sign-in as a Bearer token when there is one (refreshed first), cookies of
// our own origin, nothing cached.
import { currentToken } from "./current-token";

/** The answer's status and its JSON (null when it has none); status 0 when the server could not be reached. */
export type CustomerAnswer = { status: number; payload: unknown };

type CustomerPostOptions = { withToken?: boolean };

/** The one place that signs, sends and reads a customer's POST. `contentType` null: the browser sets it (a FormData's boundary). */
async function post(path: string, body: BodyInit, contentType: string | null, withToken: boolean): Promise<CustomerAnswer> {
  const token = withToken ? await currentToken().catch(() => "") : "";
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { ...(contentType ? { "content-type": contentType } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  } catch {
    return { status: 0, payload: null };
  }
  return { status: response.status, payload: await response.json().catch(() => null) };
}

/** POSTs `body` as JSON; `withToken: false` sends no sign-in (the link's secret in `body` is the identity). Never throws. */
export async function postAsCustomer(path: string, body: unknown, { withToken = true }: CustomerPostOptions = {}): Promise<CustomerAnswer> {
  return post(path, JSON.stringify(body), "application/json", withToken);
}

/** POSTs `form` as multipart/form-data (photos with their fields), signed in as postAsCustomer is. Never throws. */
export async function postFormAsCustomer(path: string, form: FormData, { withToken = true }: CustomerPostOptions = {}): Promise<CustomerAnswer> {
  return post(path, form, null, withToken);
}
