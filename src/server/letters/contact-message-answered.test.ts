import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactSubjects } from '@/domain/contact-subjects'
import { proofread } from '@/domain/text/proofread'
import { names } from '../orders/order-rows.fixtures'
import { contactAnsweredEmail, QUOTED_LENGTH } from './contact-message-answered'
import { addressedWithArticle, readEmail } from './read-email.fixtures'

const receivedAt = new Date('2026-03-01T09:30:00Z')

describe('contactAnsweredEmail', () => {
  it('sets the staff member’s words first, then quotes the sender’s message, in the text and the HTML', () => {
    const email = contactAnsweredEmail({
      senderName: 'The Duchess',
      subject: 'Order Issue',
      receivedAt,
      message: 'My scroll is late.\nIt was due on Monday.',
      reply: 'Thy scroll left the scriptorium this morning.\nIt should reach thee by Friday.',
    })
    expect(email.subject).toBe('The council answers thy message')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain(
      'The council has read thy message and answers it here.\n\n' +
        'Thy scroll left the scriptorium this morning.\n\nIt should reach thee by Friday.',
    )
    expect(email.text).toContain(
      'Thy message (Order Issue) of 1 Mar 2026, as it reached us:\n\n> My scroll is late.\n> It was due on Monday.',
    )
    expect(email.html).toMatch(/<blockquote[^>]*>My scroll is late\.<br>It was due on Monday\.<\/blockquote>/)
    expect(email.text).toContain('By quill and wax,\nThe Scribes of the Scriptorium')
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
    for (const part of Object.values(readEmail(email))) expect(proofread(part), part).toEqual([])
  })

  it('sets what anyone typed as text, never as markup', () => {
    const email = contactAnsweredEmail({
      senderName: 'Ser <b>Bold</b>',
      subject: null,
      receivedAt,
      message: '<img src=x onerror="alert(1)">',
      reply: 'We read <i>every</i> word.',
    })
    expect(email.html).toContain('Ser &lt;b&gt;Bold&lt;/b&gt;')
    expect(email.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(email.html).toContain('We read &lt;i&gt;every&lt;/i&gt; word.')
    expect(email.html).not.toMatch(/<img|<i>/)
    expect(email.text).toContain('Thy message of 1 Mar 2026, as it reached us:')
  })

  it('quotes a long message by its opening, and greets a blank name politely', () => {
    const long = `${'The miller stole my flour again. '.repeat(40)}The end.`
    const email = contactAnsweredEmail({
      senderName: ' ',
      subject: null,
      receivedAt,
      message: long,
      reply: 'Aye.',
    })
    expect(email.text).toContain('Hail, noble visitor!')
    const quoted = email.text.split('\n').filter((line) => line.startsWith('> '))
    expect(quoted).toHaveLength(1)
    expect(quoted[0]?.length).toBeLessThanOrEqual(QUOTED_LENGTH + 3)
    expect(quoted[0]).toMatch(/\S…$/)
    expect(long.startsWith(quoted[0]?.slice(2, -1) ?? '')).toBe(true)
    expect(email.text).not.toContain('The end.')
  })

  it('reads as a careful person wrote it, whoever wrote in and about what (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(names, fc.constantFrom('The Duchess', 'Mary "Q" O\'Neil', '')),
        fc.option(fc.constantFrom(...contactSubjects), { nil: null }),
        (senderName, subject) => {
          const email = contactAnsweredEmail({
            senderName,
            subject,
            receivedAt,
            message: 'Where is my scroll?',
            reply: 'It left this morning.',
          })
          for (const part of Object.values(readEmail(email))) {
            expect(proofread(part), part).toEqual([])
            expect(addressedWithArticle(part, senderName), part).toBe(false)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
