import type { IncomingMessage } from "node:http";

/** The whole body of a request to a local stand-in server (the Stripe stand-ins), as text. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(text));
  });
