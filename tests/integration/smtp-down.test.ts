import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { receiptMessageId } from '@/server/mail/message-id'
import { createPayment, payLocally } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// a real SMTP server that can be stopped and started again on the same port
const received: Array<{ messageId: string; to: string[]; subject: string }> = []
let port = 0
let smtp: SMTPServer
let shop: TestShop

function startSmtp() {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
}

const teamMailbox = 'council@example.test'

beforeAll(async () => {
  await startSmtp()
  port = (smtp.server.address() as AddressInfo).port
  shop = await startTestShop({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    TEAM_MAILBOX: teamMailbox,
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
  })
})
afterAll(async () => {
  await shop.stop()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

async function submit(path: string, body: unknown) {
  const response = await shop.post(path, body)
  expect(response.status, await response.clone().text()).toBe(201)
}

describe('while the mail server is down', () => {
  it('retries, and once it is back every scroll, receipt and team notice arrives once', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    const orderIds: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const checkout = await createPayment(shop, cursedRequest({ recipientEmail: `down-${i}@example.test` }))
      await payLocally(shop, checkout)
      orderIds.push(checkout.orderId)
    }
    // each form is stored at once, its team notice queued and its sender's acknowledgement
    await submit('/api/contact-messages', {
      name: 'Osric Downwind',
      email: 'osric@example.test',
      message: 'Are the ravens flying today?',
    })
    await submit('/api/career-applications', {
      role: 'scribe',
      name: 'Wilhelmina Inkwell',
      email: 'wilhelmina@example.test',
      experience: 'Forty winters of illuminated insults.',
    })
    await submit('/api/commission-requests', {
      name: 'Margery Quill',
      email: 'margery@example.test',
      target: 'The Baron of Bramblewick',
      tale: 'He moved the boundary stones of my turnip field, one inch a night, for eleven years.',
      style: 'divine-fury',
      length: '3-5-pages',
    })
    // long enough for the first sends to fail and be scheduled again
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const [stuck] = await shop.services.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIds[0] as string))
    expect(stuck?.status).not.toBe('completed')
    expect(received).toEqual([])
    await startSmtp()

    for (const id of orderIds) {
      await eventually(async () => {
        const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, id))
        return order?.status === 'completed' ? order : undefined
      }, 90_000)
    }
    const teamSubjects = [
      'Contact: General from Osric Downwind',
      'Master Scribe Application from Wilhelmina Inkwell',
      'Commission request from Margery Quill: The Baron of Bramblewick',
    ]
    const senders = ['osric@example.test', 'wilhelmina@example.test', 'margery@example.test']
    const toTeam = () => received.filter((m) => m.to.includes(teamMailbox))
    const toSender = (sender: string) => received.filter((m) => m.to.includes(sender))
    await eventually(
      async () =>
        toTeam().length >= teamSubjects.length && senders.every((sender) => toSender(sender).length >= 1)
          ? true
          : undefined,
      90_000,
    )
    // a moment for a copy that would come late
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    // once each: a scroll per recipient and a receipt per order under their fixed Message-IDs, and one
    // notice per form (its Message-ID is made per attempt, so it is counted by what it is about)
    for (let i = 0; i < 3; i += 1) {
      expect(received.filter((m) => m.to.includes(`down-${i}@example.test`))).toHaveLength(1)
    }
    for (const id of orderIds) {
      expect(received.filter((m) => m.messageId === receiptMessageId(id))).toHaveLength(1)
    }
    expect(
      toTeam()
        .map((m) => m.subject)
        .sort(),
    ).toEqual([...teamSubjects].sort())
    for (const sender of senders) expect(toSender(sender)).toHaveLength(1)
    const ids = received.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(received).toHaveLength(3 + 3 + teamSubjects.length + senders.length)
  }, 200_000)
})
