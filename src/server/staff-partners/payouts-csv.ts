import { formatCents } from '@/domain/money'
import { type CsvCell, csvByteOrderMark, csvRow } from '../http/csv'

type PayoutToMake = {
  name: string
  slug: string
  paymentLinkUrl: string | null
  cents: number
  orders: number
}

const header = ['Partner', 'Slug', 'Payment link', 'Amount (USD)', 'Orders']

/**
 * The payout run as a spreadsheet: one row per partner. UTF-8 with a byte order mark so Excel reads names
 * with accents right, CRLF rows and RFC 4180 quoting. A text cell a spreadsheet would run as a formula
 * (= + - @, tab, carriage return first) is prefixed with ' so it shows as text.
 */
export function payoutsCsv(payouts: PayoutToMake[]): string {
  const rows: CsvCell[][] = [
    header.map((text) => ({ text })),
    ...payouts.map((payout) => [
      { text: payout.name },
      { text: payout.slug },
      { text: payout.paymentLinkUrl ?? '' },
      { number: formatCents(payout.cents).replace('$', '') },
      { number: String(payout.orders) },
    ]),
  ]
  return csvByteOrderMark + rows.map(csvRow).join('')
}
