import { describe, expect, it } from 'vitest'
import { shop } from '../../domain/shop'
import { type ScrollDeliveryInput, scrollDeliveryEmail } from './scroll-delivered'

const order: ScrollDeliveryInput = {
  reference: '6F1C2A4E',
  productName: 'Cursed Scroll',
  targetName: 'Sir Reginald Puddlesworth',
  customerName: 'Margery Thistlewood',
  customerEmail: 'm.thistlewood@example.org',
  anonymous: false,
}

describe('scrollDeliveryEmail', () => {
  it('tells the recipient who sent the scroll, and lets them reply to the sender', () => {
    const email = scrollDeliveryEmail(order)
    expect(email.subject).toBe('A scroll has been sealed for thee, Sir Reginald Puddlesworth')
    expect(email.text).toContain('By order of Margery Thistlewood, the scribes of the Scriptorium')
    expect(email.html).toContain('<strong style="color:#7c1712;">Margery Thistlewood</strong>')
    expect(email.replyTo).toBe('m.thistlewood@example.org')
  })

  it('names the scroll by the reference the customer was given, for the recipient to quote', () => {
    const email = scrollDeliveryEmail(order)
    expect(email.text).toContain('Scroll #6F1C2A4E. Scrolls of Fury writes comic letters')
    expect(email.text).toMatch(/write to \S+ and quote #6F1C2A4E\./)
  })

  it('keeps the customer out of an anonymous letter entirely, reply-to included', () => {
    const email = scrollDeliveryEmail({ ...order, anonymous: true })
    const everything = JSON.stringify(email).toLowerCase()
    for (const secret of ['margery', 'thistlewood', 'm.thistlewood@example.org', 'example.org']) {
      expect(everything).not.toContain(secret)
    }
    expect(email.text).toContain('By order of an anonymous well-wisher')
    expect(email.html).toContain('an anonymous well-wisher')
    expect(email.replyTo).toBe(shop.contactEmail)
  })

  it('escapes what the customer typed in the HTML and keeps it literal in the text', () => {
    const targetName = '<script>alert(1)</script> {{x}}'
    const email = scrollDeliveryEmail({ ...order, targetName, customerName: '<img src=x onerror=alert(2)>' })
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).not.toContain('{{x}}')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &#123;&#123;x&#125;&#125;')
    expect(email.text).toContain('Hail, <script>alert(1)</script> {{x}}!')
    expect(email.text).toContain('By order of <img src=x onerror=alert(2)>,')
    expect(email.subject).toBe('A scroll has been sealed for thee, <script>alert(1)</script> {{x}}')
  })

  it('keeps a name typed over several lines on one line of the subject', () => {
    const email = scrollDeliveryEmail({ ...order, targetName: 'Sir\r\nReginald\n\nBcc: all@example.com' })
    expect(email.subject).toBe('A scroll has been sealed for thee, Sir Reginald Bcc: all@example.com')
  })

  it("mentions the herald's reading only when one was bought, and says when it comes later", () => {
    expect(scrollDeliveryEmail(order).text).not.toContain("herald's reading")
    expect(scrollDeliveryEmail({ ...order, narration: 'attached' }).text).toContain(
      "herald's reading of it rides along",
    )
    expect(scrollDeliveryEmail({ ...order, narration: 'follows' }).text).toContain(
      "herald's reading of it follows in a letter of its own",
    )
  })
})
