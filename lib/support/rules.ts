// The contact form's and the inbox's rules (issue 38.4; lib/support/contract.ts), pure.

/** "HELP-1001": a conversation's reference. */
export const supportReference = (number: number) => `HELP-${number}`;

/** "HELP-1001" (any case, spaces around) → 1001; anything else → null. */
export function parseSupportReference(text: string): number | null {
  const match = /^HELP-([1-9]\d{0,9})$/i.exec(text.trim());
  const number = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(number) && number <= 2_147_483_647 ? number : null;
}
