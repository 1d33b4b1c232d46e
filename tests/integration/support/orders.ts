import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders } from '@/server/db/schema'
import { eventually, type TestShop } from './test-shop'

export type Checkout = { url: string; orderId: string }

/** Places an order through create-payment and returns its checkout; fails the test on any other answer. */
export async function createPayment(shop: TestShop, body: unknown): Promise<Checkout> {
  const response = await shop.post('/api/payments', body)
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(201)
  return json as Checkout
}

export const sessionIdOf = (checkout: Checkout) => checkout.url.split('/').pop() as string

/** Pays a local test checkout the way its page does, then verifies it as the confirmation page does. */
export async function payLocally(shop: TestShop, checkout: Checkout) {
  const sessionId = sessionIdOf(checkout)
  const paid = await shop.post(`/api/test-checkout/${sessionId}/pay`, {})
  expect(paid.status).toBe(200)
  const verify = await shop.post('/api/verify-payment', { session_id: sessionId, order_id: checkout.orderId })
  return (await verify.json()) as {
    success: boolean
    order: { totalCents: number; paymentStatus: string } | null
    error: string | null
  }
}

/** Places an order and pays it through the test checkout; answers its id. */
export async function placePaidOrder(shop: TestShop, body: unknown): Promise<string> {
  const checkout = await createPayment(shop, body)
  expect((await payLocally(shop, checkout)).success).toBe(true)
  return checkout.orderId
}

/** Waits for the fulfilment job to complete an order, and answers the completed order. */
export function completedOrder(shop: TestShop, orderId: string) {
  return eventually(async () => {
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    return order?.status === 'completed' ? order : undefined
  }, 30_000)
}

/** Jobs pg-boss holds for a queue (any state), to prove a job was created exactly once. */
export async function jobsIn(shop: TestShop, queue: string): Promise<Array<{ data: unknown }>> {
  const result = await shop.services.db.execute(sql`select data from pgboss.job where name = ${queue}`)
  return (result as unknown as { rows: Array<{ data: unknown }> }).rows
}

/** An admin refunds all that is left of an order's payment, as the order page's dialog asks for it. */
export async function refundInFull(
  shop: TestShop,
  admin: { post: (path: string, body: unknown) => Promise<Response> },
  orderId: string,
  reason = 'A goodwill gesture',
) {
  const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
  const refunded = order?.refundedCents ?? 0
  return admin.post(`/api/staff/orders/${orderId}/refund`, {
    amountCents: (order?.totalPriceCents ?? 0) - refunded,
    reason,
    expectedRefundedCents: refunded,
  })
}
