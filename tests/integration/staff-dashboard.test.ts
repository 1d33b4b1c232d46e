import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { completedOrder, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/** The welcome screen's counts of what needs staff today. */
let shop: TestShop
let staff: Browser

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
})
afterAll(() => shop.stop())

type Attention = {
  dueSoonHours: number
  dueSoon: number
  overdue: number
  failed: number
  unreadInbox: number
  awaitingQuote: number
  duePayouts: { partners: number; cents: number }
}

async function attention(): Promise<Attention> {
  const response = await staff.get('/api/staff/needs-attention')
  expect(response.status).toBe(200)
  return (await response.json()) as Attention
}

describe('what needs attention', () => {
  it('counts late and failed orders, unread messages and commission requests waiting for a quote', async () => {
    const before = await attention()
    const late = await placePaidOrder(shop, cursedRequest())
    const failed = await placePaidOrder(shop, cursedRequest())
    await completedOrder(shop, late)
    await completedOrder(shop, failed)
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    await shop.services.db
      .update(orders)
      .set({ status: 'drafted', dueAt: hourAgo })
      .where(eq(orders.id, late))
    await shop.services.db
      .update(orders)
      .set({ status: 'failed', failedStep: 'email' })
      .where(eq(orders.id, failed))
    const contact = await shop.post('/api/contact-messages', {
      name: 'Lady Quill',
      email: 'quill@example.test',
      subject: 'Complaint',
      message: 'When will my scroll arrive?',
    })
    expect(contact.status, await contact.clone().text()).toBe(201)
    const commission = await shop.post('/api/commission-requests', {
      name: 'Lord Patron',
      email: 'patron@example.test',
      target: 'The Duke',
      tale: 'He borrowed my lute and returned it with a string missing, twice.',
      style: 'divine-fury',
      length: '3-5-pages',
    })
    expect(commission.status, await commission.clone().text()).toBe(201)

    const after = await attention()
    expect(after).toMatchObject({
      dueSoon: before.dueSoon + 1,
      overdue: before.overdue + 1,
      failed: before.failed + 1,
      unreadInbox: before.unreadInbox + 2,
      awaitingQuote: before.awaitingQuote + 1,
    })
    const queued = await staff.get('/api/staff/orders?dueSoon=true&pageSize=100')
    expect(((await queued.json()) as { orders: Array<{ id: string }> }).orders.map((o) => o.id)).toContain(
      late,
    )
  })

  it('is for staff only', async () => {
    expect((await shop.app.request('/api/staff/needs-attention')).status).toBe(401)
    const customer = await signedInAs(shop, 'user')
    expect((await customer.get('/api/staff/needs-attention')).status).toBe(403)
  })
})
