/**
 * A partner's commission on a paid order (product decision 16): the order's total times the partner's
 * payout percentage (two decimals), rounded to the nearest cent, halves up. Computed in whole numbers,
 * so no binary fraction tips a half cent the wrong way.
 */
export function commissionCents(totalCents: number, payoutPct: number): number {
  const hundredthsOfAPercent = Math.round(payoutPct * 100)
  return Math.round((totalCents * hundredthsOfAPercent) / 10_000)
}
