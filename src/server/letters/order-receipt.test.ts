import { describe, expect, it } from 'vitest'
import { type OrderReceiptInput, orderReceiptEmail } from './order-receipt'

const receipt: OrderReceiptInput = {
  reference: '6F1C2A4E',
  customerName: 'Margery Quill',
  productName: 'Eternal Scroll',
  lines: [
    { label: 'Eternal Scroll', cents: 9900 },
    { label: 'Multi-page scroll', cents: 1000 },
    { label: 'Partner discount (10%)', cents: -990 },
    { label: 'Priority delivery', cents: 500 },
  ],
  totalCents: 10410,
  scrollType: 'eternal-scroll',
  deliverySpeed: 'priority',
  sentTo: [{ name: 'Sir Reginald Puddlesworth', email: 'reginald@example.com' }],
  anonymous: true,
  paidAt: new Date('2026-03-14T23:30:00Z'),
  orderPage: { url: 'https://shop.example/order/T.S', lastDay: new Date('2026-06-12T00:00:00Z') },
}

describe('orderReceiptEmail', () => {
  it('lists every line and the total in dollars, in the text and in the HTML', () => {
    const email = orderReceiptEmail(receipt)
    expect(email.subject).toBe('Thy receipt for scroll #6F1C2A4E')
    const text = email.text.split('\n')
    const row = (label: string) => text.find((line) => line.startsWith(`${label} .`))
    expect(row('Eternal Scroll')).toMatch(/ \$99\.00$/)
    expect(row('Multi-page scroll')).toMatch(/ \$10\.00$/)
    expect(row('Partner discount (10%)')).toMatch(/ -\$9\.90$/)
    expect(row('Total paid')).toMatch(/ \$104\.10$/)
    for (const amount of ['$99.00', '$10.00', '-$9.90', '$5.00', '$104.10']) {
      expect(email.html).toContain(`>${amount}</td>`)
    }
  })

  it('says how and to whom the scroll went, and that the customer stayed anonymous', () => {
    const email = orderReceiptEmail(receipt)
    expect(email.text).toMatch(/Delivery: +Priority delivery, within 5 hours/)
    expect(email.text).toMatch(/Sent to: +Sir Reginald Puddlesworth <reginald@example.com>/)
    expect(email.text).toMatch(/Signed: +Anonymously/)
    expect(email.text).toMatch(/Paid: +14 Mar 2026/)
    expect(email.text).toMatch(/Order: +Eternal Scroll #6F1C2A4E\n/)
    expect(email.html).toContain('Sir Reginald Puddlesworth &lt;reginald@example.com&gt;')
  })

  it('tells a customer without a recipient address that the scroll came to them', () => {
    const email = orderReceiptEmail({
      ...receipt,
      sentTo: [{ name: 'Sir Reginald Puddlesworth', email: null }],
      anonymous: false,
      deliverySpeed: 'extra-rapid',
    })
    expect(email.text).toMatch(/Sent to: +Thee, to hand to Sir Reginald Puddlesworth\n/)
    expect(email.text).toMatch(/Delivery: +Extra-rapid delivery, as soon as it is sealed\n/)
    expect(email.text).toMatch(/Signed: +With thy name/)
  })

  it('names each scroll of a bundle with its own recipient', () => {
    const email = orderReceiptEmail({
      ...receipt,
      sentTo: [
        { name: 'The Landlord', email: 'landlord@example.com' },
        { name: 'Cousin Mildred', email: null },
      ],
    })
    expect(email.text).toMatch(
      /Sent to: +The Landlord <landlord@example.com>; Thee, to hand to Cousin Mildred\n/,
    )
  })

  it("promises the love scroll's own delivery time, whatever speed its row carries", () => {
    const email = orderReceiptEmail({ ...receipt, scrollType: 'love-me-scroll', deliverySpeed: 'standard' })
    expect(email.text).toMatch(/Delivery: +Email delivery, within 24 hours\n/)
    const classic = orderReceiptEmail({ ...receipt, scrollType: 'light-rant', deliverySpeed: 'standard' })
    expect(classic.text).toMatch(/Delivery: +Standard email delivery, within 24-36 hours\n/)
  })

  it('says the Premium PDF Receipt is attached only when it is', () => {
    expect(orderReceiptEmail(receipt).text).not.toContain('Premium PDF Receipt')
    expect(orderReceiptEmail({ ...receipt, receiptAttached: true }).text).toContain(
      'Premium PDF Receipt, with its Hall of Fame certificate, is attached',
    )
  })

  it("links the customer's private page of the order, saying until when the link works", () => {
    const email = orderReceiptEmail(receipt)
    expect(email.text).toContain('See thy scroll as it was sent:\nhttps://shop.example/order/T.S')
    expect(email.text).toContain('This private link works until the end of 12 Jun 2026.')
    expect(email.html).toContain('href="https://shop.example/order/T.S"')
    const bundle = orderReceiptEmail({
      ...receipt,
      sentTo: [
        { name: 'The Landlord', email: 'landlord@example.com' },
        { name: 'Cousin Mildred', email: null },
      ],
    })
    expect(bundle.text).toContain('See thy scrolls as they were sent:\nhttps://shop.example/order/T.S')
  })

  it('marks a test-checkout payment as one where no money moved', () => {
    expect(orderReceiptEmail(receipt).text).not.toContain('test checkout')
    expect(orderReceiptEmail({ ...receipt, testPayment: true }).text).toContain('no money changed hands')
  })
})
