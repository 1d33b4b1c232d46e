import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { guardMailHeaders, UnsafeMailHeaderError } from './header-guard'
import type { MailMessage } from './mailer'
import { composeRawMessage } from './raw-message'

const from = 'Scrolls of Fury <ravens@example.test>'
const base: MailMessage = { to: 'council@example.test', subject: 'Hello', text: 'Body\r\nstays\r\nas it is' }

/** The raw message the guarded parts compose to, and how a mail client reads it. */
async function composed(message: MailMessage) {
  const raw = await composeRawMessage(from, {
    ...guardMailHeaders(message),
    messageId: '<guard@example.test>',
  })
  return { raw: raw.toString('utf8'), mail: await simpleParser(raw) }
}

describe('the mail layer’s header guard', () => {
  it('keeps a subject and a display name on one line, so no header of the sender’s making appears', async () => {
    const { raw, mail } = await composed({
      ...base,
      subject: 'Contact from Eve\r\nBcc: victim@example.test\r\nX-Evil: 1',
      replyTo: { name: 'Eve\r\nBcc: victim@example.test', address: 'eve@example.test' },
      attachments: [
        { filename: 'a\r\nX-Evil: 2.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' },
      ],
    })
    expect(mail.subject).toBe('Contact from Eve Bcc: victim@example.test X-Evil: 1')
    expect(mail.headers.has('bcc')).toBe(false)
    expect(mail.headers.has('x-evil')).toBe(false)
    expect(raw).not.toMatch(/^(Bcc|X-Evil):/im)
    expect(mail.replyTo?.value).toEqual([
      { name: 'Eve Bcc: victim@example.test', address: 'eve@example.test' },
    ])
    expect(mail.attachments[0]?.filename).toBe('a X-Evil: 2.pdf')
    expect(mail.text).toContain('Body\nstays\nas it is')
  })

  it('keeps a display name that looks like addresses to the one address given', async () => {
    const { mail } = await composed({
      ...base,
      replyTo: { name: 'boss@example.test, thief@evil.test', address: 'eve@example.test' },
    })
    expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual(['eve@example.test'])
  })

  it.each([
    ['To', { to: 'council@example.test\r\nBcc: victim@example.test' }],
    ['To', { to: 'council@example.test, victim@example.test' }],
    ['To', { to: 'Someone <council@example.test>' }],
    ['To', { to: 'council@example.test\u0000' }],
    ['Reply-To', { replyTo: 'eve@example.test\nBcc: victim@example.test' }],
    ['Reply-To', { replyTo: { name: 'Eve', address: 'eve@example.test>\r\nBcc: victim@example.test' } }],
    ['Message-ID', { messageId: '<a@b>\r\nBcc: victim@example.test' }],
  ])('refuses a %s that is not one plain address', (header, change) => {
    expect(() => guardMailHeaders({ ...base, ...change })).toThrow(UnsafeMailHeaderError)
    expect(() => guardMailHeaders({ ...base, ...change })).toThrow(header)
  })

  it.each([
    ['List-Unsubscribe', { 'List-Unsubscribe': '<https://a.test/x>\r\nBcc: victim@example.test' }],
    ['Bcc', { Bcc: 'victim@example.test' }],
    ['X Evil', { 'X Evil': '1' }],
  ])('refuses a header of the message’s own named %s that could write another', (header, headers) => {
    expect(() => guardMailHeaders({ ...base, headers })).toThrow(header)
  })

  it('writes the message’s own headers as given: List-Unsubscribe and its one-click POST', async () => {
    const oneClick = 'https://shop.example/api/recipients/opt-out/aGFzaA.bWFj'
    const mailto = 'mailto:council@example.test?subject=Never%20send%20me%20another%20scroll%20aGFzaA.bWFj'
    const { mail } = await composed({
      ...base,
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    // a long header is folded onto several lines, which a reader joins again
    const line = (key: string) =>
      mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n\s+/g, ' ')
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClick}>, <${mailto}>`)
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('lets a plain message through as it is', () => {
    const message = { ...base, replyTo: 'council@example.test', messageId: '<receipt-1@example.test>' }
    expect(guardMailHeaders(message)).toEqual(message)
  })
})
