// Firebase Authentication error codes in plain words for the account forms. Pure: never shows a
// raw code ("auth/…") to the user; anything unknown gets a general message.

export const AUTH_MESSAGES = {
  wrongCredentials: "That email and password don't match an account.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  invalidEmail: "Enter a valid email address.",
  network: "We couldn't reach the sign-in service. Please try again.",
  emailInUse: "An account already uses that email. Sign in instead?",
  weakPassword: "Choose a stronger password: at least 8 characters, with a letter and a number.",
  popupClosed: "The Google sign-in window was closed before you finished.",
  popupBlocked: "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  userDisabled: "This account has been turned off. Please contact us for help.",
  expiredLink: "This link has expired or has already been used. Ask for a new one.",
  requiresRecentLogin: "For your security, please sign in again and then try once more.",
  accountExists: "An account already uses that email with a different way of signing in. Sign in with your email and password instead.",
  missingEmail: "Enter your email address.",
  missingPassword: "Enter your password.",
  generic: "Something went wrong. Please try again.",
} as const;

const BY_CODE: Record<string, string> = {
  "auth/invalid-credential": AUTH_MESSAGES.wrongCredentials,
  "auth/invalid-login-credentials": AUTH_MESSAGES.wrongCredentials,
  "auth/wrong-password": AUTH_MESSAGES.wrongCredentials,
  "auth/user-not-found": AUTH_MESSAGES.wrongCredentials,
  "auth/too-many-requests": AUTH_MESSAGES.tooManyRequests,
  "auth/invalid-email": AUTH_MESSAGES.invalidEmail,
  "auth/network-request-failed": AUTH_MESSAGES.network,
  "auth/timeout": AUTH_MESSAGES.network,
  "auth/internal-error": AUTH_MESSAGES.network,
  "auth/email-already-in-use": AUTH_MESSAGES.emailInUse,
  "auth/weak-password": AUTH_MESSAGES.weakPassword,
  "auth/password-does-not-meet-requirements": AUTH_MESSAGES.weakPassword,
  "auth/popup-closed-by-user": AUTH_MESSAGES.popupClosed,
  "auth/cancelled-popup-request": AUTH_MESSAGES.popupClosed,
  "auth/popup-blocked": AUTH_MESSAGES.popupBlocked,
  "auth/user-disabled": AUTH_MESSAGES.userDisabled,
  "auth/expired-action-code": AUTH_MESSAGES.expiredLink,
  "auth/invalid-action-code": AUTH_MESSAGES.expiredLink,
  "auth/requires-recent-login": AUTH_MESSAGES.requiresRecentLogin,
  "auth/account-exists-with-different-credential": AUTH_MESSAGES.accountExists,
  "auth/missing-email": AUTH_MESSAGES.missingEmail,
  "auth/missing-password": AUTH_MESSAGES.missingPassword,
};

/** The `code` of a Firebase error (or any object with a string `code`), else null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : null;
  }
  return null;
}

/** A plain-words message for a failed auth call; never the raw code. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && Object.hasOwn(BY_CODE, code)) return BY_CODE[code];
  // A failed fetch (offline, emulator down) surfaces as a TypeError before Firebase wraps it.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return AUTH_MESSAGES.network;
  return AUTH_MESSAGES.generic;
}
