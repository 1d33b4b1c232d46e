import { describe, expect, it } from 'vitest'
import { contactReceivedEmail } from './contact-message-received'

describe('contactReceivedEmail', () => {
  it('tells the sender it arrived and when the council answers, in the text and the HTML', () => {
    const email = contactReceivedEmail({ senderName: 'The Duchess', subject: 'Complaint' })
    expect(email.subject).toBe('Thy message has reached the council')
    // spoken to, a name drops its article
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toMatch(/Subject: +Complaint\n/)
    expect(email.text).toContain('A member of the council reads every message and answers by email within')
    expect(email.text).toContain('1-2 business days.')
    expect(email.html).toMatch(/<strong[^>]*>1-2 business days<\/strong>/)
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
    expect(email.text).not.toContain('reference from thy receipt')
  })

  it('asks for the order’s reference when the message is about an order', () => {
    const email = contactReceivedEmail({ senderName: 'Ada', subject: 'Order Issue' })
    expect(email.text).toContain('with the reference from thy receipt')
  })

  it('leaves out a subject not picked, and greets a blank name politely', () => {
    const email = contactReceivedEmail({ senderName: '  ', subject: null })
    expect(email.text).toContain('Hail, noble visitor!')
    expect(email.text).not.toContain('Subject')
  })
})
