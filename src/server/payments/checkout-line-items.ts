import type { QuoteLine } from '@/domain/pricing'

/**
 * Stripe takes no negative lines, so the discount (which applies to the base price only) is folded into
 * the first base line; the items still add up to the order total.
 */
export function checkoutLineItems(lines: QuoteLine[]): Array<{ name: string; cents: number }> {
  const discount = lines.filter((line) => line.cents < 0).reduce((sum, line) => sum - line.cents, 0)
  const discountLabels = lines.filter((line) => line.cents < 0).map((line) => line.label)
  let remaining = discount
  return lines
    .filter((line) => line.cents >= 0)
    .map((line) => {
      const isBase = line.code.startsWith('base:') || line.code.startsWith('bundle')
      if (!isBase || remaining === 0) return { name: line.label, cents: line.cents }
      const taken = Math.min(remaining, line.cents)
      remaining -= taken
      return { name: `${line.label} (${discountLabels.join(', ')})`, cents: line.cents - taken }
    })
    .filter((item) => item.cents > 0)
}
