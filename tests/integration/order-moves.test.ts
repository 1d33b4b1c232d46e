import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orderStatusEvents, orders, users } from '@/server/db/schema'
import { IllegalOrderMove, moveOrder, noteOrder } from '@/server/orders/move-order'
import { recordFailedRefund } from '@/server/orders/refund-order'
import { createPayment } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' })
})
afterAll(() => shop.stop())

const historyOf = (orderId: string) =>
  shop.services.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt))

const statusOf = async (orderId: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status

describe('moveOrder, the one way an order changes status', () => {
  it('refuses a move the lifecycle does not allow, and writes nothing', async () => {
    const { orderId } = await createPayment(shop, cursedRequest())
    await expect(
      shop.services.db.transaction((tx) =>
        moveOrder(tx, orderId, 'pending_payment', 'completed', { actor: 'system', note: 'skipping ahead' }),
      ),
    ).rejects.toBeInstanceOf(IllegalOrderMove)
    expect(await statusOf(orderId)).toBe('pending_payment')
    expect((await historyOf(orderId)).map((e) => e.note)).toEqual(['order placed'])
  })

  it('moves only from the status named, so of two racing moves exactly one happens', async () => {
    const { orderId } = await createPayment(shop, cursedRequest())
    const cancel = (note: string) =>
      shop.services.db.transaction((tx) =>
        moveOrder(tx, orderId, 'pending_payment', 'cancelled', { actor: 'system', note }),
      )
    const results = await Promise.all([cancel('first'), cancel('second')])
    expect(results.filter((moved) => moved)).toHaveLength(1)
    expect(await statusOf(orderId)).toBe('cancelled')
    const history = await historyOf(orderId)
    expect(history.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'cancelled'],
    ])
  })

  it('records who moved the order, and rolls the move back with its transaction', async () => {
    const { orderId } = await createPayment(shop, cursedRequest())
    const [staff] = await shop.services.db
      .insert(users)
      .values({ name: 'Clerk', email: `clerk-${orderId}@example.test`, role: 'staff' })
      .returning()
    if (!staff) throw new Error('no staff account')
    await expect(
      shop.services.db.transaction(async (tx) => {
        await moveOrder(tx, orderId, 'pending_payment', 'cancelled', {
          actor: { staffUserId: staff.id },
          note: 'cancelled at the customer’s request',
        })
        throw new Error('the caller’s next write failed')
      }),
    ).rejects.toThrow('the caller’s next write failed')
    expect(await statusOf(orderId)).toBe('pending_payment')

    await shop.services.db.transaction(async (tx) => {
      await moveOrder(tx, orderId, 'pending_payment', 'cancelled', {
        actor: { staffUserId: staff.id },
        note: 'cancelled at the customer’s request',
      })
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
      if (order) await noteOrder(tx, order, { actor: 'system', note: 'a line after the move' })
    })
    const history = await historyOf(orderId)
    expect(history.map((e) => [e.actor, e.actorUserId, e.toStatus, e.note])).toEqual([
      ['customer', null, 'pending_payment', 'order placed'],
      ['staff', staff.id, 'cancelled', 'cancelled at the customer’s request'],
      ['system', null, 'cancelled', 'a line after the move'],
    ])
  })
})

describe('a refund the payment provider kept refusing', () => {
  it('is a line on the order’s timeline, with the reason staff act on', async () => {
    const { orderId } = await createPayment(shop, cursedRequest())
    await recordFailedRefund(
      shop.services,
      { orderId, sessionId: 'cs_test_refused' },
      new Error('the card network is down'),
    )
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({
      status: 'pending_payment',
      failureReason: 'refund of cs_test_refused failed: the card network is down',
    })
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      fromStatus: 'pending_payment',
      toStatus: 'pending_payment',
      actor: 'system',
      note: 'refund of cs_test_refused failed: the card network is down; the payment must be refunded by hand',
    })
  })
})
