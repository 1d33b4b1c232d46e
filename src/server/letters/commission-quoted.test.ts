import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { commissionQuoteEmail } from './commission-quoted'
import { readEmail } from './read-email.fixtures'

// the subject, the plain text and what the HTML shows, each as its reader takes it in
const expectCareful = (email: ReturnType<typeof commissionQuoteEmail>) => {
  for (const [part, text] of Object.entries(readEmail(email))) expect(proofread(text), part).toEqual([])
}

const url = 'https://scrollsoffury.shop/commission/quote/Zm9yLXRoZS1zY3JpYmVzLWV5ZXMtb25seS0xMjM0NTY3OA'

describe('commissionQuoteEmail', () => {
  const email = commissionQuoteEmail({
    customerName: 'The Duchess <b>Vex</b>',
    target: 'The Baron\nof Bad Parking',
    toRecipient: false,
    priceCents: 24_950,
    deliveryDays: 14,
    message: 'Thy tale moved the council.\nWe shall need\n\nthree pages of\nfury.',
    url,
    lastDay: new Date(Date.UTC(2026, 2, 14)),
  })

  it('gives the price, the delivery time, the last day of the link and the link itself', () => {
    expect(email.subject).toBe('Thy commission quote from the Scriptorium')
    expect(email.text).toContain('Hail, Duchess <b>Vex</b>!')
    expect(email.text).toContain('thy tale of The Baron of Bad Parking')
    expect(email.text).toMatch(/Price: +\$249\.50/)
    expect(email.text).toMatch(/Written and sent: +within 14 days of thy payment/)
    expect(email.text).toMatch(/Link works until: +the end of 14 Mar 2026/)
    expect(email.text).toContain(`Pay $249.50:\n${url}`)
    expect(email.html).toContain(`href="${url}"`)
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
  })

  it('sets the scribe’s words as plain text, paragraph by paragraph', () => {
    expect(email.text).toContain(
      'A word from the scribe:\n\nThy tale moved the council. We shall need\n\nthree pages of fury.',
    )
    expect(email.html).toContain('Duchess &lt;b&gt;Vex&lt;/b&gt;')
    expect(email.html).not.toContain('<b>Vex</b>')
  })

  it('reads as a careful person wrote it, and names no id of the shop’s', () => {
    expectCareful(email)
    expect(email.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    expect(email.text).toContain('Nothing is written and nothing is charged until thou payest.')
  })

  it('says where the sealed scroll goes: to its recipient when the request named one, else to the customer', () => {
    expect(email.text).toContain('the sealed scroll comes to thee by email, thy receipt after it.')
    const sent = commissionQuoteEmail({
      customerName: 'Margery',
      target: 'The Baron',
      toRecipient: true,
      priceCents: 100,
      deliveryDays: 3,
      message: 'Gladly.',
      url,
      lastDay: new Date(Date.UTC(2026, 0, 1)),
    })
    expect(sent.text).toContain('the sealed scroll goes to its recipient by email, thy receipt to thee.')
    expectCareful(sent)
  })

  it('says one day, not one days', () => {
    const soon = commissionQuoteEmail({
      customerName: '',
      target: '',
      toRecipient: false,
      priceCents: 100,
      deliveryDays: 1,
      message: 'Swiftly.',
      url,
      lastDay: new Date(Date.UTC(2026, 0, 1)),
    })
    expect(soon.text).toContain('Hail, noble patron!')
    expect(soon.text).toContain('thy tale of thy target')
    expect(soon.text).toMatch(/within 1 day of thy payment/)
    expectCareful(soon)
  })
})
