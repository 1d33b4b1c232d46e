import { describe, expect, it } from 'vitest'
import { eternalRequest } from '@/domain/order-request.fixtures'
import type { scrollDeliveries } from '../db/schema'
import { storedOrder } from '../orders/order-rows.fixtures'
import { deliveryMail, receiptMail } from './scroll-letters'

const { order } = storedOrder(
  eternalRequest({ recipientEmail: 'baron@example.com' }),
  '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f04',
  1042,
)

const delivery: typeof scrollDeliveries.$inferSelect = {
  id: '0c9a7e51-3f2b-4d8c-9e6a-1b2c3d4e5f60',
  orderId: order.id,
  position: 0,
  targetName: order.targetName,
  recipientEmail: order.recipientEmail,
  scroll: null,
  writtenBy: null,
  composedAt: null,
  pdfFileKey: null,
  narrationFileKey: null,
  narrationFailure: null,
  narrationEmailedAt: null,
  renderedAt: null,
  messageId: '<scroll-0c9a7e51-3f2b-4d8c-9e6a-1b2c3d4e5f60-r1@scrollsoffury.shop>',
  revision: 1,
  emailedAt: null,
  createdAt: new Date('2026-03-14T10:00:00Z'),
}

/** Everything a reader is shown: the subject, the text, and the HTML with its preheader. */
const shown = (mail: { subject: string; text: string; html?: string }) =>
  [mail.subject, mail.text, mail.html ?? ''].join('\n')

const pdf = Buffer.from('%PDF-1.7')

const orderPage = { url: 'https://shop.example/order/P', lastDay: new Date('2026-06-12T00:00:00Z') }

const links = {
  oneClickUrl: 'https://shop.example/api/recipients/opt-out/T',
  neverAgainUrl: 'https://shop.example/never-again/T',
  reportUrl: 'https://shop.example/report/R',
  codeUrl: 'https://shop.example/scribes-code',
  mailto: 'mailto:council@scrollsoffury.shop?subject=T',
}

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
