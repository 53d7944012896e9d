import "server-only";

// Where customers send returns: RETURNS_ADDRESS, its lines separated by "|" (.env.example). A
// demo or a new install without one says so rather than inventing a real-looking address.

export const DEMO_RETURNS_ADDRESS = ["Alcohol Free Co Returns (demo address)", "Set RETURNS_ADDRESS to the address returns go to"];

export function returnAddress(): string[] {
  const lines = (process.env.RETURNS_ADDRESS ?? "")
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : DEMO_RETURNS_ADDRESS;
}
