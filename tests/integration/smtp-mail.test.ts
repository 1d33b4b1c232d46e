import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { composeRawMessage } from '@/server/mail/raw-message'
import { mailBucket, rawMessageKey } from '@/server/mail/recorded-mailer'
import { createSmtpMailer } from '@/server/mail/smtp-mailer'
import { checkDkim } from './support/dkim'
import { createPayment, payLocally } from './support/orders'
import { pdfText } from './support/pdf-text'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// a real SMTP peer on loopback: what it receives is kept as it came and parsed exactly as a mail client would
const received: Array<ParsedMail & { envelopeTo: string[]; raw: Buffer }> = []
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    buffer(stream)
      .then(async (raw) => {
        const mail = await simpleParser(raw)
        received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
      .catch(callback)
  },
})
// the shop's DKIM key; the public half is what its DNS record would publish
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const dkim = {
  domainName: 'scrollsoffury.test',
  keySelector: 'ravens2026',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
}
let smtpUrl = ''
let shop: TestShop

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  shop = await startTestShop({
    SMTP_URL: smtpUrl,
    TEAM_MAILBOX: 'council@example.test',
    DKIM_DOMAIN: dkim.domainName,
    DKIM_SELECTOR: dkim.keySelector,
    DKIM_PRIVATE_KEY: dkim.privateKey,
  })
})
afterAll(async () => {
  await shop.stop()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('SMTP mail', () => {
  it('delivers a message with sender, recipient, reply-to and attachment intact', async () => {
    const mailer = createSmtpMailer({ url: smtpUrl, from: 'Scrolls of Fury <ravens@example.test>' })
    await mailer.send({
      to: 'lady@example.test',
      replyTo: 'quill@example.test',
      subject: 'Thy scroll has arrived',
      text: 'Hark! A scroll for thee.',
      attachments: [
        { filename: 'scroll.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' },
      ],
    })
    await mailer.close()
    const mail = await eventually(async () => received.find((m) => m.subject === 'Thy scroll has arrived'))
    expect(mail.envelopeTo).toEqual(['lady@example.test'])
    expect(mail.from?.text).toBe('"Scrolls of Fury" <ravens@example.test>')
    expect(mail.replyTo?.text).toBe('quill@example.test')
    expect(mail.text?.trim()).toBe('Hark! A scroll for thee.')
    expect(mail.attachments[0]?.filename).toBe('scroll.pdf')
    expect(mail.attachments[0]?.content.toString()).toBe('%PDF-1.7 test')
  })

  it('emails the team through SMTP when a visitor sends a contact message', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: 'Mistress Quill',
      email: 'quill@example.test',
      message: 'Wouldst thou write for my wedding?',
    })
    expect(response.status).toBe(201)
    const mail = await eventually(async () => received.find((m) => m.subject?.includes('Mistress Quill')))
    expect(mail.envelopeTo).toEqual(['council@example.test'])
    expect(mail.subject).toBe('Contact: General from Mistress Quill')
    expect(mail.text).toContain('Wouldst thou write for my wedding?')
  })

  it('delivers a paid scroll through SMTP: sealed PDF naming the target, and the receipt', async () => {
    const checkout = await createPayment(
      shop,
      cursedRequest({
        recipientEmail: 'smtp-target@example.test',
        customerEmail: 'smtp-customer@example.test',
        targetName: 'Lord Smtpington',
      }),
    )
    expect((await payLocally(shop, checkout)).success).toBe(true)
    const scroll = await eventually(
      async () => received.find((m) => m.envelopeTo.includes('smtp-target@example.test')),
      30_000,
    )
    expect(scroll.subject).toContain('Lord Smtpington')
    const pdf = scroll.attachments.find((a) => a.contentType === 'application/pdf')
    expect((await pdfText(pdf?.content as Buffer)).replace(/\s+/g, ' ')).toContain('Lord Smtpington')
    const receipt = await eventually(
      async () => received.find((m) => m.envelopeTo.includes('smtp-customer@example.test')),
      30_000,
    )
    expect(receipt.messageId).toBe(`<receipt-${checkout.orderId}@scrollsoffury.shop>`)
    // a sealed PDF in the body: the body hash covers every byte of it
    expect(checkDkim(scroll.raw, publicKey)).toMatchObject({
      signatures: 1,
      bodyHashMatches: true,
      verifies: true,
    })
  })
})

describe('DKIM', () => {
  const verified = { signatures: 1, bodyHashMatches: true, verifies: true }

  it('signs what the shop sends with its key, and keeps in the mail log exactly what went out', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: 'Master Seal',
      email: 'seal@example.test',
      message: 'Is thy raven truly thine?',
    })
    expect(response.status).toBe(201)
    const mail = await eventually(async () => received.find((m) => m.subject?.includes('Master Seal')))
    const check = checkDkim(mail.raw, publicKey)
    expect(check).toMatchObject(verified)
    expect(check.tags).toMatchObject({ v: '1', a: 'rsa-sha256', d: 'scrollsoffury.test', s: 'ravens2026' })
    expect(check.tags?.h).toMatch(/from/i)
    // the same bytes, but for the line breaks, which SMTP carries as CRLF whatever the message had
    const kept = await shop.services.storage.get(mailBucket, rawMessageKey(mail.messageId as string))
    const lines = (raw: Uint8Array) => Buffer.from(raw).toString().replace(/\r?\n/g, '\r\n').trimEnd()
    expect(lines(kept)).toBe(lines(mail.raw))
  })

  it("signs a message given to the SMTP mailer as parts, with nodemailer's own dkim option", async () => {
    const mailer = createSmtpMailer({
      url: smtpUrl,
      from: 'Scrolls of Fury <ravens@scrollsoffury.test>',
      dkim,
    })
    await mailer.send({ to: 'lady@example.test', subject: 'Signed in transit', text: 'Sealed by the raven.' })
    await mailer.close()
    const mail = await eventually(async () => received.find((m) => m.subject === 'Signed in transit'))
    expect(checkDkim(mail.raw, publicKey)).toMatchObject(verified)
  })

  it('does not sign a message twice that was composed and signed already', async () => {
    const mailer = createSmtpMailer({ url: smtpUrl, from: 'ravens@scrollsoffury.test', dkim })
    const parts = { to: 'lady@example.test', subject: 'Signed once', text: 'One seal is enough.' }
    const raw = await composeRawMessage(
      'ravens@scrollsoffury.test',
      { ...parts, messageId: '<once@scrollsoffury.test>' },
      dkim,
    )
    await mailer.send({ ...parts, raw })
    await mailer.close()
    const mail = await eventually(async () => received.find((m) => m.subject === 'Signed once'))
    expect(checkDkim(mail.raw, publicKey)).toMatchObject(verified)
  })

  it('fails the check of a message changed on the way', async () => {
    const mail = await eventually(async () => received.find((m) => m.subject === 'Signed once'))
    const tampered = Buffer.from(mail.raw.toString().replace('One seal is enough.', 'Two seals are better.'))
    expect(checkDkim(tampered, publicKey)).toMatchObject({ bodyHashMatches: false })
  })
})
