import { describe, expect, it } from 'vitest'
import { lateNarrationEmail } from './late-narration'
import type { RecipientLinks } from './recipient-footer'
import { scrollDeliveryEmail } from './scroll-delivered'

const links: RecipientLinks = {
  oneClickUrl: 'https://shop.example/api/recipients/opt-out/HASH.MAC',
  neverAgainUrl: 'https://shop.example/never-again/HASH.MAC',
  reportUrl: 'https://shop.example/report/DELIVERY.MAC',
  codeUrl: 'https://shop.example/scribes-code',
  mailto: 'mailto:council@scrollsoffury.shop?subject=Never%20send%20me%20another%20scroll%20HASH.MAC',
}

const letters = {
  'the scroll': scrollDeliveryEmail({
    reference: '6F1C2A4E',
    productName: 'Cursed Scroll',
    targetName: 'Sir Reginald',
    customerName: 'Margery',
    customerEmail: 'margery@example.org',
    anonymous: false,
    links,
  }),
  'the late reading': lateNarrationEmail({
    reference: '6F1C2A4E',
    targetName: 'Sir Reginald',
    toCustomer: false,
    customerName: 'Margery',
    links,
  }),
}

describe('every letter to a scroll’s recipient', () => {
  for (const [name, letter] of Object.entries(letters)) {
    it(`${name} offers "no more" and "report" at its foot, in the text and the HTML`, () => {
      expect(letter.text).toContain(`Never send me another scroll: ${links.neverAgainUrl}`)
      expect(letter.text).toContain(`Report this scroll: ${links.reportUrl}`)
      expect(letter.text).toContain(`The Scribes' Code: ${links.codeUrl}`)
      expect(letter.html).toContain(`<a href="${links.neverAgainUrl}"`)
      expect(letter.html).toMatch(/>Never send me another scroll<\/a>/)
      expect(letter.html).toContain(`<a href="${links.reportUrl}"`)
      expect(letter.html).toContain(`<a href="${links.codeUrl}"`)
    })

    it(`${name} carries List-Unsubscribe with its one-click POST (RFC 8058)`, () => {
      expect(letter.headers).toEqual({
        'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    })
  }

  it('a reading that goes to the customer carries neither', () => {
    const toCustomer = lateNarrationEmail({
      reference: '6F1C2A4E',
      targetName: 'Sir Reginald',
      toCustomer: true,
      customerName: 'Margery',
    })
    expect(toCustomer.headers).toBeUndefined()
    expect(toCustomer.text).not.toContain('Never send me another scroll')
  })
})
