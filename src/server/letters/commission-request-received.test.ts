import { describe, expect, it } from 'vitest'
import { type CommissionReceivedInput, commissionReceivedEmail } from './commission-request-received'

const request: CommissionReceivedInput = {
  customerName: 'Margery Quill',
  target: 'The Baron of <b>Bramblewick</b>',
  style: 'divine-fury',
  length: '3-5-pages',
  voiceNarration: true,
  deadline: '2026-12-24',
  anonymousDelivery: true,
  recipientEmail: 'baron@bramblewick.example',
}

describe('commissionReceivedEmail', () => {
  it('thanks the customer and sums up what they asked for, in the text and the HTML', () => {
    const email = commissionReceivedEmail(request)
    expect(email.subject).toBe('Thy commission request is received')
    expect(email.text).toContain('Hail, Margery Quill!')
    expect(email.text).toContain('the Scriptorium thanks thee')
    expect(email.text).toMatch(/Target: +The Baron of <b>Bramblewick<\/b>\n/)
    expect(email.text).toMatch(/Style: +Divine Fury\n/)
    expect(email.text).toMatch(/Length: +3-5 pages\n/)
    expect(email.text).toMatch(/Voice narration: +Yes, priced in thy quote\n/)
    expect(email.text).toMatch(/Deadline: +24 Dec 2026\n/)
    expect(email.text).toMatch(/Sent to: +baron@bramblewick\.example\n/)
    expect(email.text).toMatch(/Signed: +Anonymously: thy name and email shall be kept from the recipient/)
    expect(email.html).toContain('The Baron of &lt;b&gt;Bramblewick&lt;/b&gt;')
    expect(email.html).toContain('>Divine Fury</td>')
  })

  it('promises a quote with a payment link within 1-2 business days, and gives the contact address', () => {
    const email = commissionReceivedEmail(request)
    expect(email.text).toContain(
      'Within 1-2 business days thou shalt receive a quote by email, with a link to pay it.',
    )
    expect(email.text).toContain('Nothing is written and nothing is charged until thou payest.')
    expect(email.text).toContain('write to council@scrollsoffury.shop')
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
  })

  it('leaves out a deadline not given and a signature not asked for, and shows a typed deadline as typed', () => {
    const plain = commissionReceivedEmail({
      ...request,
      voiceNarration: false,
      deadline: null,
      anonymousDelivery: false,
      recipientEmail: null,
    })
    expect(plain.text).toMatch(/Voice narration: +No\n/)
    expect(plain.text).toMatch(/Sent to: +Thee, to pass on as thou wilt\n/)
    expect(plain.text).not.toContain('Deadline')
    expect(plain.text).not.toContain('Anonymously')
    const typed = commissionReceivedEmail({ ...request, deadline: 'before the  harvest\nfeast' })
    expect(typed.text).toMatch(/Deadline: +before the harvest feast\n/)
  })

  it('never shows the request’s internal ids or an unknown choice', () => {
    const email = commissionReceivedEmail({ ...request, style: 'pirate', length: null })
    expect(email.text).not.toMatch(/divine-fury|3-5-pages|pirate|Style:|Length:/)
  })
})
