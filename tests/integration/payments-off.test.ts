import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orders, paymentSessions } from '@/server/db/schema'
import { startShopProcess, stopAllShopProcesses } from './support/shop-processes'
import { createTestDatabaseUrl } from './support/test-database'
import { startTestShop, type TestShop } from './support/test-shop'

// A deployed shop (PostgreSQL) without Stripe keys takes no payment unless TEST_CHECKOUT=true: here it is
// switched off outright, which holds on either database
let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ TEST_CHECKOUT: 'false' })
})
afterAll(async () => {
  await shop?.stop()
  await stopAllShopProcesses()
})

const orderCount = async (target: TestShop) =>
  (await target.services.db.select({ value: count() }).from(orders))[0]?.value

async function expectPaymentsUnavailable(response: Response, message = /not taking payments/) {
  expect(response.status).toBe(503)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe('payments_unavailable')
  expect(body.error.message).toMatch(message)
}

describe('a shop whose test checkout is off, without Stripe', () => {
  it('answers create-payment 503 and places no order', async () => {
    await expectPaymentsUnavailable(await shop.post('/api/payments', classicRequest()))
    expect(await orderCount(shop)).toBe(0)
  })

  it('opens no checkout for an order to pay later, nor for a commission quote', async () => {
    const placed = await shop.post('/api/orders', classicRequest())
    expect(placed.status).toBe(201)
    const { id } = (await placed.json()) as { id: string }
    await expectPaymentsUnavailable(await shop.post(`/api/orders/${id}/payments`, {}))
    await expectPaymentsUnavailable(await shop.post(`/api/commission-quotes/${'q'.repeat(43)}/checkout`, {}))
    const sessions = await shop.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, id))
    expect(sessions).toEqual([])
  })

  it('pays nothing through a test checkout left open from before', async () => {
    const placed = await shop.post('/api/orders', classicRequest())
    const { id } = (await placed.json()) as { id: string }
    const sessionId = `test_cs_${'0'.repeat(31)}1`
    await shop.services.db.insert(paymentSessions).values({
      id: sessionId,
      orderId: id,
      provider: 'local',
      amountCents: 999,
      url: `http://localhost/test-checkout/${sessionId}`,
      successUrl: 'http://localhost/payment-success',
      cancelUrl: 'http://localhost/payment-success?cancelled=1',
      expiresAt: new Date(Date.now() + 600_000),
    })
    await expectPaymentsUnavailable(
      await shop.post(`/api/test-checkout/${sessionId}/pay`, {}),
      /test checkout is closed/,
    )
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, id))
    expect(order?.paymentStatus).toBe('pending')
  })

  it('still serves its pages, and stays ready, saying the test checkout is off', async () => {
    expect((await shop.app.request('/')).status).toBe(200)
    const readiness = await shop.app.request('/readyz')
    expect(readiness.status).toBe(200)
    expect(await readiness.json()).toMatchObject({ status: 'ready', payments: 'test-checkout-off' })
  })
})

describe('the test checkout by default', () => {
  it('takes orders on the embedded database, and none on PostgreSQL unless TEST_CHECKOUT=true', async () => {
    // an empty value is no value: the default of whichever database this suite runs on
    const unset = await startTestShop({ TEST_CHECKOUT: '' })
    try {
      const response = await unset.post('/api/payments', classicRequest())
      const readiness = (await (await unset.app.request('/readyz')).json()) as { payments: string }
      if (unset.config.DATABASE_URL) {
        await expectPaymentsUnavailable(response)
        expect(readiness.payments).toBe('test-checkout-off')
      } else {
        expect(response.status).toBe(201)
        expect(readiness.payments).toBe('test-checkout')
      }
    } finally {
      await unset.stop()
    }
  })

  it('says at start, in one warning, why the shop takes no payment', async () => {
    const database = await createTestDatabaseUrl('payments_off')
    try {
      const shopProcess = await startShopProcess({
        port: 3530 + Math.floor(Math.random() * 20),
        databaseUrl: database.url,
        // on PostgreSQL the default is off; the embedded database needs telling
        env: { TEST_CHECKOUT: database.url ? '' : 'false', LOG_LEVEL: 'warn' },
      })
      expect(await shopProcess.waitForLog('payments are off', 10_000)).toBe(true)
      const warnings = shopProcess
        .output()
        .split('\n')
        .filter((line) => line.includes('payments are off'))
      expect(warnings).toHaveLength(1)
      expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: 40 })
      const refused = await fetch(`${shopProcess.url}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(classicRequest()),
      })
      await expectPaymentsUnavailable(refused)
      await shopProcess.stop()
    } finally {
      await stopAllShopProcesses()
      await database.drop()
    }
  })
})
