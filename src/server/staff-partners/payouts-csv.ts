import { type CsvCell, csvRow } from '../http/csv'

export const payoutFileFormats = ['paypal', 'wise'] as const
export type PayoutFileFormat = (typeof payoutFileFormats)[number]

/** One partner's line of a payout run, with the email the money goes to. */
export type PayoutLine = { partnerId: string; name: string; email: string; cents: number }

export type PayoutFile = {
  /** the run's short reference, on every payment: the partner sees it beside the money */
  reference: string
  /** ISO 4217, upper case, as both services write it */
  currency: string
  lines: PayoutLine[]
}

/** "12.34": a point and two decimals, no currency sign, no thousands separator. */
export function amountOf(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * PayPal Payouts Web's payment file: no header row, one payment a row, in the columns PayPal reads by
 * position: recipient (the PayPal email), amount, currency, customer ID (our reference, at most 30
 * characters without spaces), the note the partner reads, and the recipient wallet.
 */
function paypalRows(file: PayoutFile): CsvCell[][] {
  return file.lines.map((line, index) => [
    { text: line.email },
    { number: amountOf(line.cents) },
    { text: file.currency },
    { text: `${file.reference}-${index + 1}`.slice(0, 30) },
    { text: `Scrolls of Fury partner commission ${file.reference}` },
    { text: 'PAYPAL' },
  ])
}

/**
 * Wise's batch template for paying by email (the partner gives their bank details to Wise): its header
 * row and, per payment, the name, the email, the reference, a private person as receiver, the amount
 * fixed on the partner's side (the shop bears the fee) and the same currency at both ends.
 */
const wiseHeader = [
  'name',
  'recipientEmail',
  'paymentReference',
  'receiverType',
  'amountCurrency',
  'amount',
  'sourceCurrency',
  'targetCurrency',
]

function wiseRows(file: PayoutFile): CsvCell[][] {
  return [
    wiseHeader.map((text) => ({ text })),
    ...file.lines.map((line) => [
      { text: line.name },
      { text: line.email },
      { text: file.reference },
      { text: 'PERSON' },
      { text: 'target' },
      { number: amountOf(line.cents) },
      { text: file.currency },
      { text: file.currency },
    ]),
  ]
}

/**
 * A payout run as the file PayPal or Wise takes. CRLF rows and RFC 4180 quoting; no byte order mark, which
 * an importer would read as part of the first cell. A text cell a spreadsheet would run as a formula still
 * starts with ', so a file opened for a look cannot run one (partner emails may not start that way).
 */
export function payoutFileCsv(format: PayoutFileFormat, file: PayoutFile): string {
  const rows = format === 'paypal' ? paypalRows(file) : wiseRows(file)
  return rows.map(csvRow).join('')
}
