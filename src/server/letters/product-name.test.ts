import { describe, expect, it } from 'vitest'
import { bundleIds } from '@/domain/catalog-bundles'
import { scrollTypes } from '@/domain/catalog-products'
import { bundleRequest, classicRequest } from '@/domain/order-request.fixtures'
import { storedDelivery, storedOrder } from '../orders/order-rows.fixtures'
import { orderHeldForReviewEmail } from './order-held-for-review'
import { orderRefundedEmail } from './order-refunded'
import { deliveredScrollName, productName } from './product-name'
import { links, orderPage, pdf, shown } from './scroll-letter.fixtures'
import { deliveryMail, receiptMail } from './scroll-letters'

const id = '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f04'

/** The royal bundle lets each target choose its scroll: a Cursed Scroll and a Love Me Scroll here. */
const royal = storedOrder(
  bundleRequest({
    bundleId: 'royal',
    targets: [
      { name: 'Sir Loudmouth', email: 'loud@example.com', scrollType: 'scroll-of-fury' },
      { name: 'Lady Fair', scrollType: 'love-me-scroll' },
    ],
  }),
  id,
  1042,
)
const starter = storedOrder(bundleRequest({ bundleId: 'starter' }), id, 1043)

function deliveryOf(target: { position: number; name: string; email: string | null; scrollType: string }) {
  return {
    ...storedDelivery(
      { id, targetName: target.name, recipientEmail: target.email },
      { position: target.position },
    ),
    scrollType: target.scrollType,
  }
}

// what a letter must never print: the catalogue's ids, or a product called only "Scroll"
const rawIds = new RegExp(
  `\\b(${[...scrollTypes, ...bundleIds, 'bundle'].join('|')})\\b|\\b(a|thy) Scroll\\b`,
)

describe('the letters name what was bought in the catalogue’s words', () => {
  it('calls a bundle by its title and any other order by its product', () => {
    expect(productName(starter.order)).toBe('The Starter Arsenal')
    expect(productName(royal.order)).toBe('The Royal Arsenal')
    expect(productName(storedOrder(classicRequest(), id, 1044).order)).toBe('Classic Scroll')
    expect(deliveredScrollName(starter.order)).toBe('Classic Scroll')
    expect(deliveredScrollName(royal.order, 'love-me-scroll')).toBe('Love Me Scroll')
  })

  it('the receipt of a bundle names the bundle', () => {
    const [first, second] = royal.targets.map((target) => deliveryOf(target))
    if (!first || !second) throw new Error('the royal bundle has two targets')
    const mail = receiptMail(royal.order, [first, second], orderPage)
    expect(mail.text).toMatch(/Order: +The Royal Arsenal #6F1C2A4E\n/)
    expect(mail.html).toContain('paid for thy Royal Arsenal, order #6F1C2A4E')
    expect(shown(mail)).not.toMatch(rawIds)
  })

  it('each scroll of a mixed bundle is named by its own kind, to its recipient and to the customer', () => {
    const [cursed, love] = royal.targets.map((target) => deliveryOf(target))
    if (!cursed || !love) throw new Error('the royal bundle has two targets')
    const toRecipient = deliveryMail(royal.order, cursed, { pdf }, links)
    expect(toRecipient.text).toContain('have set down a Cursed Scroll in thy name')
    expect(shown(toRecipient)).not.toMatch(rawIds)

    const toCustomer = deliveryMail(royal.order, love, { pdf }, undefined, orderPage)
    expect(toCustomer.text).toContain('the sealed Love Me Scroll comes to thee')
    expect(shown(toCustomer)).not.toMatch(rawIds)
  })

  it('a scroll of a bundle with one kind of scroll is named by that kind', () => {
    const [target] = starter.targets
    if (!target) throw new Error('the starter bundle has a target')
    const mail = deliveryMail(
      starter.order,
      deliveryOf({ ...target, email: 'snore@example.com' }),
      { pdf },
      links,
    )
    expect(mail.text).toContain('have set down a Classic Scroll in thy name')
    expect(shown(mail)).not.toMatch(rawIds)
  })

  it('the letters of a held or refunded bundle name the bundle', () => {
    const held = orderHeldForReviewEmail({
      reference: '6F1C2A4E',
      customerName: 'Dame Aggrieved',
      productName: productName(starter.order),
      codeUrl: 'https://shop.example/scribes-code',
    })
    expect(held.text).toContain('Thy Starter Arsenal (order #6F1C2A4E) is written')
    expect(shown(held)).not.toMatch(rawIds)

    const refunded = orderRefundedEmail({
      reference: '6F1C2A4E',
      customerName: 'Dame Aggrieved',
      productName: productName(royal.order),
      totalCents: royal.order.totalPriceCents,
    })
    expect(refunded.text).toContain('refunded thy Royal Arsenal (order #6F1C2A4E)')
    expect(shown(refunded)).not.toMatch(rawIds)
  })
})
