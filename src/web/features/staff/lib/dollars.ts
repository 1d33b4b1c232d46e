/** "249.50", "$1,250" or "80" as whole cents; null for anything else (a third decimal, letters, nothing). */
export function dollarsToCents(text: string): number | null {
  const match = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '')
    .match(/^(\d{1,7})(?:\.(\d{1,2}))?$/)
  if (!match) return null
  const [, dollars = '0', cents = ''] = match
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'))
}
