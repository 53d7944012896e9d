// The password rule shown on the sign-up and reset forms and checked before Firebase is asked.
// Pure, so the browser forms and the tests share it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 4096;
export const PASSWORD_RULE_TEXT = "At least 8 characters, with a letter and a number";

/** null when `password` meets the rule, else the message to show beside the field. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return "Enter a password.";
  if (password.length > PASSWORD_MAX_LENGTH) return "That password is too long.";
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Your password needs ${PASSWORD_RULE_TEXT.toLowerCase()}.`;
  if (!/\p{L}/u.test(password)) return "Your password needs at least one letter.";
  if (!/\p{N}/u.test(password)) return "Your password needs at least one number.";
  return null;
}

export function meetsPasswordRule(password: string): boolean {
  return passwordProblem(password) === null;
}
