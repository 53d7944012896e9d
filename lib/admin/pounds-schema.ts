// One price field for every admin form that takes pounds (the product form and CSV,
// ./product-input.ts; the price action, ./product-schemas.ts), so they accept and refuse alike.
import { z } from "zod";
import { parsePounds } from "./products";

/** Pounds as typed ("11.99") → pence, with parsePounds's sentence when it cannot be read. */
export const poundsSchema = z
  .string("Enter a price in pounds, such as 11.99.")
  .max(20, "Enter a price in pounds, such as 11.99.")
  .transform((typed, context) => {
    const parsed = parsePounds(typed);
    if (parsed.ok) return parsed.pence;
    context.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });
