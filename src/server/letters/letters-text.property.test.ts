import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactSubjects } from '@/domain/contact-subjects'
import { orderReference } from '@/domain/order-reference'
import { proofread } from '@/domain/text/proofread'
import { names, storedOrders } from '../orders/order-rows.fixtures'
import { careerReceivedEmail } from './career-application-received'
import { commissionReceivedEmail } from './commission-request-received'
import { contactReceivedEmail } from './contact-message-received'
import { drawingWinnerEmail } from './drawing-won'
import { lateNarrationEmail } from './late-narration'
import { orderReceiptEmail } from './order-receipt'
import { orderRefundedEmail } from './order-refunded'
import { addressedWithArticle, productNames, readEmail } from './read-email.fixtures'
import { customerCopyEmail } from './scroll-copy-to-customer'
import { scrollDeliveryEmail } from './scroll-delivered'

const customerNames = fc.oneof(names, fc.constantFrom('Margery Quill', 'Mary "Q" O\'Neil', 'The Duchess', ''))

function expectCareful(email: ReturnType<typeof readEmail>, people: readonly string[]) {
  for (const [part, text] of Object.entries(email)) {
    expect(proofread(text), `${part}: ${text}`).toEqual([])
    for (const name of people) expect(addressedWithArticle(text, name), `${part}: ${text}`).toBe(false)
  }
}

const narration = fc.constantFrom('attached' as const, 'follows' as const, undefined)
/** an order's reference, as the letters name the order: "6F1C2A4E" */
const references = fc.uuid().map(orderReference)
const orderPage = { url: 'https://shop.example/order/T', lastDay: new Date('2026-06-12T00:00:00Z') }

describe('every letter the shop writes reads as a careful person wrote it (property)', () => {
  it('the scroll’s letter to its recipient: "an Eternal Scroll", "Hail, landlord!"', () => {
    fc.assert(
      fc.property(
        fc.record({
          reference: references,
          productName: productNames,
          targetName: names,
          customerName: customerNames,
          customerEmail: fc.constant('customer@example.com'),
          anonymous: fc.boolean(),
          narration,
        }),
        (input) => expectCareful(readEmail(scrollDeliveryEmail(input)), [input.targetName]),
      ),
      { numRuns: 200 },
    )
  })

  it('the customer’s receipt: "thy Starter Arsenal", never "thy The Starter Arsenal"', () => {
    fc.assert(
      fc.property(storedOrders, productNames, ({ order, targets }, productName) => {
        const sentTo =
          targets.length > 0
            ? targets.map((target) => ({ name: target.name, email: target.email }))
            : [{ name: order.targetName, email: order.recipientEmail }]
        const email = orderReceiptEmail({
          reference: orderReference(order.id),
          customerName: order.customerName,
          productName,
          lines: order.quoteLines,
          totalCents: order.totalPriceCents,
          scrollType: order.scrollType,
          deliverySpeed: order.deliverySpeed,
          sentTo,
          anonymous: order.anonymousDelivery,
          receiptAttached: order.scrollType === 'eternal-scroll',
          paidAt: order.paidAt ?? order.createdAt,
          testPayment: order.paymentProvider === 'local',
          orderPage,
        })
        expectCareful(readEmail(email), [order.customerName])
        // the order by the reference its pages show, never by its sequential number
        expect(email.subject).toBe(`Thy receipt for scroll #${orderReference(order.id)}`)
        expect(email.text).not.toMatch(/\bNo\.\s*\d/)
      }),
      { numRuns: 200 },
    )
  })

  it('the herald’s late reading, to the recipient or to the customer', () => {
    fc.assert(
      fc.property(
        fc.record({
          reference: references,
          targetName: names,
          toCustomer: fc.boolean(),
          customerName: customerNames,
        }),
        (input) =>
          expectCareful(readEmail(lateNarrationEmail(input)), [input.targetName, input.customerName]),
      ),
      { numRuns: 200 },
    )
  })

  it('the commission acknowledgement', () => {
    fc.assert(
      fc.property(
        fc.record({
          customerName: customerNames,
          target: names,
          style: fc.constantFrom('poetic', 'divine-fury', null),
          length: fc.constantFrom('2-pages', '3-5-pages', null),
          voiceNarration: fc.boolean(),
          deadline: fc.constantFrom('2026-04-01', 'before Easter', null),
          anonymousDelivery: fc.boolean(),
          recipientEmail: fc.constantFrom('baron@example.com', null),
        }),
        (input) => expectCareful(readEmail(commissionReceivedEmail(input)), [input.customerName]),
      ),
      { numRuns: 200 },
    )
  })

  it('the customer copy of a scroll that came to the customer', () => {
    fc.assert(
      fc.property(
        fc.record({
          reference: references,
          productName: productNames,
          targetName: names,
          customerName: customerNames,
          narration,
          orderPage: fc.constant(orderPage),
        }),
        (input) => expectCareful(readEmail(customerCopyEmail(input)), [input.customerName]),
      ),
      { numRuns: 200 },
    )
  })

  it('the weekly drawing winner’s letter', () => {
    fc.assert(
      fc.property(
        fc.record({
          winnerName: fc.option(customerNames, { nil: null }),
          targetName: names,
          weekOf: fc.date({ min: new Date('2026-01-05T12:00:00Z'), max: new Date('2030-12-30T12:00:00Z') }),
          entryCount: fc.integer({ min: 1, max: 500 }),
        }),
        (input) => expectCareful(readEmail(drawingWinnerEmail(input)), [input.winnerName ?? '']),
      ),
      { numRuns: 200 },
    )
  })

  it('the letter about a refund, by staff or of a late early-bird payment', () => {
    fc.assert(
      fc.property(
        fc.record({
          reference: references,
          customerName: customerNames,
          productName: productNames,
          totalCents: fc.integer({ min: 100, max: 100_000 }),
          lateForEarlyBird: fc.option(
            fc.constant({ holdMinutes: 10, shopUrl: 'https://scrollsoffury.shop/' }),
            {
              nil: undefined,
            },
          ),
          // a part refund by staff, or the last one, with their reason
          part: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
          reason: fc.option(fc.constantFrom('The raven was late.', 'A goodwill gesture', 'Paid twice'), {
            nil: undefined,
          }),
        }),
        ({ part, ...input }) => {
          const refund = part === undefined ? undefined : Math.ceil((input.totalCents * part) / 100)
          const email = orderRefundedEmail({
            ...input,
            ...(refund === undefined ? {} : { part: { amountCents: refund, refundedCents: refund } }),
          })
          expectCareful(readEmail(email), [input.customerName])
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the acknowledgements of a contact message and a career application', () => {
    fc.assert(
      fc.property(
        customerNames,
        fc.option(fc.constantFrom(...contactSubjects), { nil: null }),
        fc.constantFrom('scribe' as const, 'herald' as const),
        (name, subject, role) => {
          expectCareful(readEmail(contactReceivedEmail({ senderName: name, subject })), [name])
          expectCareful(readEmail(careerReceivedEmail({ applicantName: name, role })), [name])
        },
      ),
      { numRuns: 200 },
    )
  })
})
