import { describe, expect, it } from 'vitest'
import { eternalRequest } from '@/domain/order-request.fixtures'
import { storedDelivery, storedOrder } from '../orders/order-rows.fixtures'
import { links, orderPage, pdf, shown } from './scroll-letter.fixtures'
import { deliveryMail, receiptMail, sentAgainMail } from './scroll-letters'

const { order } = storedOrder(
  eternalRequest({ recipientEmail: 'baron@example.com' }),
  '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f04',
  1042,
)

const delivery = storedDelivery(order)

describe('the letters of an order', () => {
  const letters = {
    "the recipient's scroll": deliveryMail(order, delivery, { pdf }, links),
    "the customer's copy": deliveryMail(
      order,
      { ...delivery, recipientEmail: null },
      { pdf },
      undefined,
      orderPage,
    ),
    "the customer's receipt": receiptMail(order, [delivery], orderPage, { premiumReceipt: pdf }),
  }

  for (const [name, mail] of Object.entries(letters)) {
    it(`${name} names the order by the reference its pages show, never by its sequential number`, () => {
      expect(shown(mail)).toContain('#6F1C2A4E')
      expect(shown(mail)).not.toMatch(/(^|\D)1042(\D|$)/)
      expect(shown(mail)).not.toMatch(/\bNo\.\s*\d/)
    })
  }

  it('carries its files named by the reference, never by the sequential number', () => {
    const narrated = deliveryMail(
      order,
      { ...delivery, position: 2 },
      { pdf, narration: { fileKey: 'scrolls/1042-2-r1.mp3', content: Buffer.from('ID3') } },
      links,
    )
    expect(narrated.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ['scroll-6F1C2A4E-2.pdf', 'application/pdf'],
      ['scroll-6F1C2A4E-2-narration.mp3', 'audio/mpeg'],
    ])
    expect(letters["the customer's receipt"].attachments?.map((file) => file.filename)).toEqual([
      'receipt-6F1C2A4E.pdf',
    ])
  })

  it("is not written to a recipient without the links to say no more, and the customer's copy has none", () => {
    expect(() => deliveryMail(order, delivery, { pdf })).toThrow(/opt-out links/)
    expect(letters["the recipient's scroll"].headers?.['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    )
    expect(letters["the customer's copy"].headers).toBeUndefined()
    expect(letters["the customer's copy"].text).not.toContain('Never send me another scroll')
  })

  it("gives the customer, never the recipient, the link to the order's page", () => {
    for (const letter of ["the customer's copy", "the customer's receipt"] as const) {
      expect(letters[letter].text).toContain('See thy scroll as it was sent:\nhttps://shop.example/order/P')
      expect(letters[letter].html).toContain('href="https://shop.example/order/P"')
    }
    expect(shown(letters["the recipient's scroll"])).not.toContain('/order/')
    expect(() => deliveryMail(order, { ...delivery, recipientEmail: null }, { pdf })).toThrow(/its page/)
  })

  it('reads as the pages do: "Thy receipt for scroll #6F1C2A4E"', () => {
    expect(letters["the customer's receipt"].subject).toBe('Thy receipt for scroll #6F1C2A4E')
    expect(letters["the recipient's scroll"].text).toContain('Scroll #6F1C2A4E. Scrolls of Fury writes')
  })
})

describe('a scroll sent again in place of an earlier copy', () => {
  const corrected = { ...delivery, revision: 2, earlierCopy: { corrected: true, tellCustomer: false } }
  const unchanged = { ...delivery, revision: 2, earlierCopy: { corrected: false, tellCustomer: true } }

  it('tells the recipient it is a corrected copy that replaces the earlier one, and promises no "once"', () => {
    const mail = deliveryMail(order, corrected, { pdf }, links)
    expect(mail.subject).toBe('A corrected copy of thy scroll, Baron Von Loudchewer')
    expect(mail.text).toContain('This copy replaces it: set the earlier one aside.')
    expect(shown(mail)).not.toContain('delivers each one once')
    expect(shown(deliveryMail(order, delivery, { pdf }, links))).toContain('delivers each one once')
  })

  it('says the same scroll comes once more when its text did not change', () => {
    const mail = deliveryMail(order, unchanged, { pdf }, links)
    expect(mail.subject).toBe('Thy scroll once more, Baron Von Loudchewer')
    expect(mail.text).toContain('the same scroll once more, as it was sent before')
    expect(mail.text).not.toContain('corrected')
  })

  it("marks the customer's own copy as corrected, with no receipt to follow", () => {
    const mail = deliveryMail(order, { ...corrected, recipientEmail: null }, { pdf }, undefined, orderPage)
    expect(mail.subject).toBe('A corrected copy of thy scroll for Baron Von Loudchewer')
    expect(mail.text).not.toContain('Thy receipt follows')
  })

  it('writes to the customer only when staff ticked it, and only when the scroll went to someone else', () => {
    expect(sentAgainMail(order, corrected, orderPage)).toBeUndefined()
    expect(sentAgainMail(order, { ...unchanged, recipientEmail: null }, orderPage)).toBeUndefined()
    expect(sentAgainMail(order, delivery, orderPage)).toBeUndefined()
    const told = sentAgainMail(
      order,
      { ...corrected, earlierCopy: { corrected: true, tellCustomer: true } },
      orderPage,
    )
    expect(told?.to).toBe(order.customerEmail)
    expect(told?.subject).toBe('A corrected copy of thy scroll went to Baron Von Loudchewer')
    expect(told?.text).toContain('The corrected copy replaces the one that went before.')
    expect(told?.text).toContain('https://shop.example/order/P')
    expect(sentAgainMail(order, unchanged, orderPage)?.subject).toBe(
      'Thy scroll went to Baron Von Loudchewer once more',
    )
  })
})
