import { describe, expect, it } from 'vitest'
import { eternalRequest } from '@/domain/order-request.fixtures'
import type { scrollDeliveries } from '../db/schema'
import { deliveryMail, receiptMail } from './delivery-mail'
import { storedOrder } from './order-rows.fixtures'

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

describe('the letters of an order', () => {
  const letters = {
    "the recipient's scroll": deliveryMail(order, delivery),
    "the customer's copy": deliveryMail(order, { ...delivery, recipientEmail: null }),
    "the customer's receipt": receiptMail(order, [delivery], { receiptAttached: true }),
  }

  for (const [name, mail] of Object.entries(letters)) {
    it(`${name} names the order by the reference its pages show, never by its sequential number`, () => {
      expect(shown(mail)).toContain('#6F1C2A4E')
      expect(shown(mail)).not.toMatch(/(^|\D)1042(\D|$)/)
      expect(shown(mail)).not.toMatch(/\bNo\.\s*\d/)
    })
  }

  it('reads as the pages do: "Thy receipt for scroll #6F1C2A4E"', () => {
    expect(letters["the customer's receipt"].subject).toBe('Thy receipt for scroll #6F1C2A4E')
    expect(letters["the recipient's scroll"].text).toContain('Scroll #6F1C2A4E. Scrolls of Fury writes')
  })
})
