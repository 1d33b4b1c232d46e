import { describe, expect, it } from 'vitest'
import { payoutsCsv } from './payouts-csv'

const row = { name: 'Sir Roastalot', slug: 'sir-roastalot', paymentLinkUrl: null, cents: 1296, orders: 3 }
const lines = (csv: string) => csv.slice(1).split('\r\n')

describe('the payout run as CSV', () => {
  it('starts with a byte order mark and a header, and ends every row with CRLF', () => {
    const csv = payoutsCsv([row])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(lines(csv)).toEqual([
      'Partner,Slug,Payment link,Amount (USD),Orders',
      'Sir Roastalot,sir-roastalot,,12.96,3',
      '',
    ])
  })

  it('writes amounts as dollars with two decimals', () => {
    const amounts = [0, 5, 100, 123456].map(
      (cents) => lines(payoutsCsv([{ ...row, cents }]))[1]?.split(',')[3],
    )
    expect(amounts).toEqual(['0.00', '0.05', '1.00', '1234.56'])
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 Herald', "'+44 Herald"],
    ['-Baron', "'-Baron"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['Lady = Gossip', 'Lady = Gossip'],
  ])('shows the name %j as text: %j', (name, cell) => {
    expect(lines(payoutsCsv([{ ...row, name }]))[1]?.startsWith(`${cell},`)).toBe(true)
  })

  it('quotes cells with commas, quotes or line breaks', () => {
    const csv = payoutsCsv([
      { ...row, name: 'Sir "Roast", the\nSecond', paymentLinkUrl: 'https://pay.example/a,b' },
    ])
    expect(csv).toContain('"Sir ""Roast"", the\nSecond",sir-roastalot,"https://pay.example/a,b",12.96,3\r\n')
  })
})
