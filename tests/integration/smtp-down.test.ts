import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { createPayment, payLocally } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// a real SMTP server that can be stopped and started again on the same port
const received: Array<{ messageId: string; to: string[] }> = []
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
          })
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
}

beforeAll(async () => {
  await startSmtp()
  port = (smtp.server.address() as AddressInfo).port
  shop = await startTestShop({ SMTP_URL: `smtp://127.0.0.1:${port}`, ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(async () => {
  await shop.stop()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('while the mail server is down', () => {
  it('retries, and once it is back every scroll and receipt arrives once', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    const orderIds: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const checkout = await createPayment(shop, cursedRequest({ recipientEmail: `down-${i}@example.test` }))
      await payLocally(shop, checkout)
      orderIds.push(checkout.orderId)
    }
    // long enough for the first sends to fail and be scheduled again
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const [stuck] = await shop.services.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIds[0] as string))
    expect(stuck?.status).not.toBe('completed')
    await startSmtp()

    for (const id of orderIds) {
      await eventually(async () => {
        const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, id))
        return order?.status === 'completed' ? order : undefined
      }, 90_000)
    }
    for (let i = 0; i < 3; i += 1) {
      const scrolls = received.filter((m) => m.to.includes(`down-${i}@example.test`))
      expect(new Set(scrolls.map((m) => m.messageId)).size).toBe(1)
    }
    const ids = received.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(ids.length)
  }, 150_000)
})
