import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { createSmtpMailer } from '@/server/mail/smtp-mailer'
import { createPayment, payLocally } from './support/orders'
import { pdfText } from './support/pdf-text'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// a real SMTP peer on loopback: what it receives is parsed exactly as a mail client would
const received: Array<ParsedMail & { envelopeTo: string[] }> = []
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) })
        callback()
      })
      .catch(callback)
  },
})
let smtpUrl = ''
let shop: TestShop

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  shop = await startTestShop({ SMTP_URL: smtpUrl, TEAM_MAILBOX: 'council@example.test' })
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
  })
})
