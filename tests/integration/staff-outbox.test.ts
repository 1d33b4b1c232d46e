import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { outboxMessages, staffActions } from '@/server/db/schema'
import { shopMessageId } from '@/server/mail/message-id'
import { completedOrder, placePaidOrder } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

type Email = {
  id: string
  messageId: string
  to: string
  subject: string
  status: 'sent' | 'failed'
  lastError: string | null
  attempts: number
  orderId: string | null
  orderNumber: number | null
  attachments: Array<{ filename: string; contentType: string; sizeBytes: number }>
  text?: string | null
}

// a real SMTP server on loopback that can be stopped and started again on the same port
const received: Array<{ messageId: string; to: string[]; attachments: Buffer[] }> = []
let smtp: SMTPServer
let smtpPort = 0

function startSmtp() {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // the shop keeps pooled connections open: a stop drops them at once instead of waiting 30 s
    closeTimeout: 50,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            attachments: mail.attachments.map((attachment) => attachment.content),
          })
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
}
const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()))

type Provider = {
  shop: TestShop
  staff: Browser
  /** makes the provider refuse every send until `restore` */
  breakDown(): Promise<void>
  restore(): Promise<void>
  /** how many times the provider delivered a Message-ID */
  deliveries(messageId: string): Promise<number>
  expectedError: RegExp
}

const providers: Partial<Record<'outbox' | 'smtp', Provider>> = {}

beforeAll(async () => {
  await startSmtp()
  smtpPort = (smtp.server.address() as AddressInfo).port
  const outboxShop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  const outboxDir = path.join(outboxShop.config.dataDir, 'outbox')
  providers.outbox = {
    shop: outboxShop,
    staff: await signedInAs(outboxShop, 'staff'),
    // a file where the outbox folder belongs: the outbox cannot write its message
    breakDown: async () => {
      await rm(outboxDir, { recursive: true, force: true })
      await writeFile(outboxDir, 'not a folder')
    },
    restore: () => rm(outboxDir, { force: true }),
    deliveries: async (messageId) => {
      const [row] = await outboxShop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.messageId, messageId))
      return row?.sendCount ?? 0
    },
    expectedError: /EEXIST|ENOTDIR/,
  }
  const smtpShop = await startTestShop({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  })
  providers.smtp = {
    shop: smtpShop,
    staff: await signedInAs(smtpShop, 'staff'),
    breakDown: stopSmtp,
    restore: startSmtp,
    deliveries: async (messageId) => received.filter((mail) => mail.messageId === messageId).length,
    expectedError: /ECONNREFUSED/,
  }
})
afterAll(async () => {
  for (const provider of Object.values(providers)) await provider.shop.stop()
  await stopSmtp()
})

const pdf = randomBytes(40_000)
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

function sendTestMail({ shop }: Provider, local: string) {
  return shop.services.mailer.send({
    to: `${local}@example.test`,
    subject: `Thy scroll, ${local}`,
    text: `Hark, ${local}!\nA scroll for thee.`,
    messageId: shopMessageId(`${local}-${Date.now()}`),
    attachments: [
      { filename: 'scroll-1001.pdf', content: pdf, contentType: 'application/pdf' },
      { filename: 'seal.svg', content: svg, contentType: 'image/svg+xml' },
    ],
  })
}

async function listed(staff: Browser, query: string): Promise<{ emails: Email[]; total: number }> {
  const response = await staff.get(`/api/staff/emails?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as { emails: Email[]; total: number }
}

describe.each(['outbox', 'smtp'] as const)('the Outbox on the %s provider', (kind) => {
  const provider = () => providers[kind] as Provider

  it('logs a failed send with its error; a re-send once the provider is back delivers it once', async () => {
    const { staff, shop } = provider()
    await provider().breakDown()
    await expect(sendTestMail(provider(), `failing-${kind}`)).rejects.toThrow(provider().expectedError)

    const { emails } = await listed(staff, `status=failed&search=failing-${kind}`)
    expect(emails).toHaveLength(1)
    const failed = emails[0] as Email
    expect(failed).toMatchObject({ to: `failing-${kind}@example.test`, status: 'failed', attempts: 1 })
    expect(failed.lastError).toMatch(provider().expectedError)
    expect(failed.attachments).toEqual([
      { filename: 'scroll-1001.pdf', contentType: 'application/pdf', sizeBytes: pdf.byteLength },
      { filename: 'seal.svg', contentType: 'image/svg+xml', sizeBytes: svg.byteLength },
    ])
    expect(await provider().deliveries(failed.messageId)).toBe(0)

    await provider().restore()
    // two clicks at once: one sends, the other is told it is under way
    const clicks = await Promise.all([
      staff.post(`/api/staff/emails/${failed.id}/resend`),
      staff.post(`/api/staff/emails/${failed.id}/resend`),
    ])
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409])
    const resent = (await clicks.find((click) => click.status === 200)?.json()) as Email
    expect(resent).toMatchObject({ id: failed.id, status: 'sent', attempts: 2, messageId: failed.messageId })
    expect(resent.text).toBe(`Hark, failing-${kind}!\nA scroll for thee.`)
    expect(await provider().deliveries(failed.messageId)).toBe(1)

    const again = await staff.post(`/api/staff/emails/${failed.id}/resend`)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/sent already/)
    expect(await provider().deliveries(failed.messageId)).toBe(1)

    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subject, 'email'), eq(staffActions.subjectId, failed.id)))
    expect(actions.map((action) => action.action)).toEqual(['resend-email'])
  })

  it('marks a failed email sent when a later send of the same Message-ID succeeds', async () => {
    const { staff, shop } = provider()
    const messageId = shopMessageId(`retried-${kind}`)
    const mail = { to: 'retried@example.test', subject: `Retried ${kind}`, text: 'Again', messageId }
    await provider().breakDown()
    await expect(shop.services.mailer.send(mail)).rejects.toThrow()
    await provider().restore()
    await shop.services.mailer.send(mail)
    const { emails } = await listed(staff, `search=${encodeURIComponent(`Retried ${kind}`)}`)
    expect(emails).toMatchObject([{ messageId, status: 'sent', attempts: 2 }])
    expect(emails[0]?.lastError).toMatch(provider().expectedError)
  })

  it('downloads each attachment with its bytes, as an inert attachment', async () => {
    const { staff } = provider()
    const { messageId } = await sendTestMail(provider(), `download-${kind}`)
    const { emails } = await listed(staff, `search=download-${kind}`)
    expect(emails).toMatchObject([{ messageId, status: 'sent', attempts: 1 }])
    const id = emails[0]?.id

    const scroll = await staff.get(`/api/staff/emails/${id}/attachments/0`)
    expect(scroll.status).toBe(200)
    expect(Buffer.from(await scroll.arrayBuffer()).equals(pdf)).toBe(true)
    expect(scroll.headers.get('content-type')).toBe('application/pdf')
    expect(scroll.headers.get('content-disposition')).toMatch(/^attachment; filename="scroll-1001.pdf"/)
    expect(scroll.headers.get('x-content-type-options')).toBe('nosniff')

    // a type a browser would run in the shop's origin goes out as plain bytes
    const seal = await staff.get(`/api/staff/emails/${id}/attachments/1`)
    expect(Buffer.from(await seal.arrayBuffer()).equals(svg)).toBe(true)
    expect(seal.headers.get('content-type')).toBe('application/octet-stream')
    expect((await staff.get(`/api/staff/emails/${id}/attachments/2`)).status).toBe(404)

    const detail = (await (await staff.get(`/api/staff/emails/${id}`)).json()) as Email
    expect(detail.text).toBe(`Hark, download-${kind}!\nA scroll for thee.`)
    if (kind === 'smtp') {
      const delivered = received.find((mail) => mail.messageId === messageId)
      expect(delivered?.attachments[0]?.equals(pdf)).toBe(true)
    }
  })
})

describe('an order’s emails', () => {
  it('lists the scroll and the receipt of a paid order, with its PDF to download', async () => {
    const { shop, staff } = providers.outbox as Provider
    const orderId = await placePaidOrder(
      shop,
      cursedRequest({
        recipientEmail: 'outbox-target@example.test',
        customerEmail: 'outbox-buyer@example.test',
      }),
    )
    const order = await completedOrder(shop, orderId)
    const { emails } = await listed(staff, `orderId=${orderId}`)
    expect(emails.map((email) => email.to).sort()).toEqual([
      'outbox-buyer@example.test',
      'outbox-target@example.test',
    ])
    for (const email of emails)
      expect(email).toMatchObject({ status: 'sent', orderNumber: order.orderNumber })
    const scroll = emails.find((email) => email.to === 'outbox-target@example.test') as Email
    expect(scroll.attachments[0]?.contentType).toBe('application/pdf')
    const download = await staff.get(`/api/staff/emails/${scroll.id}/attachments/0`)
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    expect((await listed(staff, `orderId=${crypto.randomUUID()}`)).total).toBe(0)
  })
})

describe('who may use the Outbox', () => {
  it('answers 401 signed out and 403 to an account without the staff role', async () => {
    const { shop } = providers.outbox as Provider
    const { emails } = await listed((providers.outbox as Provider).staff, 'pageSize=1')
    const id = emails[0]?.id as string
    const user = await signedInAs(shop, 'user')
    for (const path of [
      '/api/staff/emails',
      `/api/staff/emails/${id}`,
      `/api/staff/emails/${id}/attachments/0`,
    ]) {
      expect((await new Browser(shop).get(path)).status).toBe(401)
      expect((await user.get(path)).status).toBe(403)
    }
    expect((await new Browser(shop).post(`/api/staff/emails/${id}/resend`)).status).toBe(401)
    expect((await user.post(`/api/staff/emails/${id}/resend`)).status).toBe(403)
  })
})
