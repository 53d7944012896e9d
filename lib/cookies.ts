// Setting and reading the site's cookies in the browser with js-cookie: secure,
// cross-site, path /. Browsers only accept SameSite=None with Secure, which needs HTTPS, so plain
// http (local development) falls back to Lax.
import Cookies from "js-cookie";
import { COOKIE_PATH } from "./constants";

const SECONDS_PER_DAY = 24 * 60 * 60;

function attributes(maxAgeSeconds: number): Cookies.CookieAttributes {
  const https = typeof window !== "undefined" && window.location.protocol === "https:";
  return {
    path: COOKIE_PATH,
    expires: maxAgeSeconds / SECONDS_PER_DAY,
    secure: https,
    sameSite: https ? "None" : "Lax",
  };
}

export function setSiteCookie(name: string, value: string, maxAgeSeconds: number): void {
  Cookies.set(name, value, attributes(maxAgeSeconds));
}

export function getSiteCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeSiteCookie(name: string): void {
  Cookies.remove(name, { path: COOKIE_PATH });
}
