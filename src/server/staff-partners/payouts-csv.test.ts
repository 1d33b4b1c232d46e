import { describe, expect, it } from 'vitest'
import { amountOf, type PayoutFile, payoutFileCsv } from './payouts-csv'

const file: PayoutFile = {
  reference: 'SOF-20260301-ab12',
  currency: 'USD',
  lines: [
    { partnerId: 'p1', name: 'Sir Roastalot', email: 'roastalot@example.com', cents: 12_345 },
    { partnerId: 'p2', name: 'Lady Gossip', email: 'gossip@example.com', cents: 5 },
  ],
}
const lines = (csv: string) => csv.split('\r\n')

describe('a payout run as a PayPal Payouts file', () => {
  it('has no header and one row per partner: email, amount, currency, customer ID, note, wallet', () => {
    expect(lines(payoutFileCsv('paypal', file))).toEqual([
      'roastalot@example.com,123.45,USD,SOF-20260301-ab12-1,Scrolls of Fury partner commission SOF-20260301-ab12,PAYPAL',
      'gossip@example.com,0.05,USD,SOF-20260301-ab12-2,Scrolls of Fury partner commission SOF-20260301-ab12,PAYPAL',
      '',
    ])
  })

  it('starts with no byte order mark, which PayPal would read as part of the first email', () => {
    expect(payoutFileCsv('paypal', file).charCodeAt(0)).not.toBe(0xfeff)
  })

  it('keeps the customer ID within PayPal’s 30 characters', () => {
    const long = { ...file, reference: 'SOF-20260301-abcdefghijklmnopqrstuvwxyz' }
    expect(lines(payoutFileCsv('paypal', long))[0]?.split(',')[3]).toHaveLength(30)
  })
})

describe('a payout run as a Wise batch file', () => {
  it('has Wise’s pay-by-email header, then the partner’s name, email, reference and amount', () => {
    expect(lines(payoutFileCsv('wise', file))).toEqual([
      'name,recipientEmail,paymentReference,receiverType,amountCurrency,amount,sourceCurrency,targetCurrency',
      'Sir Roastalot,roastalot@example.com,SOF-20260301-ab12,PERSON,target,123.45,USD,USD',
      'Lady Gossip,gossip@example.com,SOF-20260301-ab12,PERSON,target,0.05,USD,USD',
      '',
    ])
  })

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+44 Herald', "'+44 Herald"],
    ['Sir "Roast", the Second', '"Sir ""Roast"", the Second"'],
    ['Lady = Gossip', 'Lady = Gossip'],
  ])('writes the name %j so a spreadsheet shows it as text: %s', (name, cell) => {
    const csv = payoutFileCsv('wise', {
      ...file,
      lines: [{ ...(file.lines[0] as PayoutFile['lines'][0]), name }],
    })
    expect(lines(csv)[1]?.startsWith(`${cell},`)).toBe(true)
  })
})

describe('amounts', () => {
  it('are dollars with a point and two decimals, no sign and no separator', () => {
    expect([0, 5, 100, 123_456, 100_000_000].map(amountOf)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '1234.56',
      '1000000.00',
    ])
  })
})
