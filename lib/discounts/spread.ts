// A products discount spread over an order's lines, in proportion to each line's gross, so a
// refunded line repays what the customer actually paid for it and a card payment's lines add up.

/**
 * Each line's share of `discountPence`: proportional to its gross, rounded down, with the pennies
 * left over going to the lines with the largest remainders (ties: the earlier line). The shares
 * always add up to the discount exactly, and no share exceeds its line.
 */
export function discountShares(lineGross: readonly number[], discountPence: number): number[] {
  const total = lineGross.reduce((sum, gross) => sum + gross, 0);
  if (discountPence <= 0 || total <= 0) return lineGross.map(() => 0);
  const capped = Math.min(discountPence, total);
  const exact = lineGross.map((gross) => (gross * capped) / total);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index] < lineGross[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

/** What each line cost after the products discount, in gross pence. */
export function discountedLineGross(lineGross: readonly number[], discountPence: number): number[] {
  const shares = discountShares(lineGross, discountPence);
  return lineGross.map((gross, index) => gross - shares[index]);
}
