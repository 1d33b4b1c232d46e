import { randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OrderRequestInput, orderRequestSchema } from '@/domain/order-request'
import { bundleRequest, classicRequest, loveRequest } from '@/domain/order-request.fixtures'
import { quoteOrder } from '@/domain/pricing'
import type { DbOrTransaction } from '@/server/db/database'
import { insertRows, insertRowsStatement } from '@/server/db/insert-rows'
import { orders } from '@/server/db/schema'
import { orderValues } from '@/server/orders/order-values'
import { startTestShop, type TestShop } from './support/test-shop'

type NewOrder = typeof orders.$inferInsert
type Order = typeof orders.$inferSelect

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop()
})
afterAll(() => shop.stop())

/** The order row the shop would store for a request, priced at list prices. */
function orderRow(input: OrderRequestInput, overrides: Partial<NewOrder> = {}): NewOrder & { id: string } {
  const request = orderRequestSchema.parse(input)
  const quote = quoteOrder(request, { priceList: 'list', discount: null })
  const terms = { priceList: 'list', discount: null, partnerRef: null, earlyBirdEligible: false } as const
  return { ...orderValues(randomUUID(), request, quote, terms), ...overrides }
}

// text PostgreSQL or JSON could mangle on the way: quotes, backslashes, braces, unicode, line breaks
const awkward = `O'Brien said "no" \\ {not} {"a":1} \\u0041 \\n ☃ 🐉 naïve\tline\nnext`

/** A single, a love (test) order and a bundle, each leaving out different columns. */
function mixedRows(): Array<NewOrder & { id: string }> {
  return [
    orderRow(classicRequest({ allCaps: true, voiceNarration: true, delivery: 'immediate' }), {
      grievance: awkward,
      quoteLines: [{ code: 'base', label: `Scroll "${awkward}"`, cents: 1499 }],
      paidAt: new Date('2031-02-03T04:05:06.789Z'),
    }),
    orderRow(loveRequest({ targetName: 'Sir {Oblivious}' })),
    orderRow(
      bundleRequest({
        targets: [
          { name: 'Brother Loudsnore', scrollType: 'light-rant', reason: 'Snores through vespers.' },
          { name: 'Ætheling \\ Bob', scrollType: 'light-rant' },
        ],
      }),
      { failureReason: awkward },
    ),
  ]
}

// what the database makes up itself, and so differs between two inserts of the same row
const stored = ({ id, orderNumber, createdAt, updatedAt, ...rest }: Order) => rest

/** A row as PostgreSQL itself holds it, so a JSON column holding a string of JSON does not pass for an object. */
async function asStored(id: string) {
  const result = await shop.services.db.execute(
    sql`select to_jsonb(o) - 'id' - 'order_number' - 'created_at' - 'updated_at' as row from orders o where id = ${id}`,
  )
  return (result as unknown as { rows: Array<{ row: unknown }> }).rows[0]?.row
}

const select = (ids: string[]) => shop.services.db.select().from(orders).where(inArray(orders.id, ids))
const inRowOrder = (rows: Order[], ids: string[]) =>
  ids.map((id) => rows.find((row) => row.id === id) as Order)

describe('insertRows', () => {
  it('stores rows exactly as drizzle insert does, and answers them as a select reads them', async () => {
    const db = shop.services.db
    const viaDrizzle = mixedRows()
    const viaJson = mixedRows()
    const drizzleIds = viaDrizzle.map((row) => row.id)
    const jsonIds = viaJson.map((row) => row.id)

    const drizzleReturned = await db.insert(orders).values(viaDrizzle).returning()
    const returned = await insertRows(db, orders, viaJson)

    const drizzleRows = inRowOrder(await select(drizzleIds), drizzleIds)
    const jsonRows = inRowOrder(await select(jsonIds), jsonIds)
    expect(jsonRows.map(stored)).toEqual(drizzleRows.map(stored))
    expect(returned).toEqual(jsonRows)
    expect(returned.map(stored)).toEqual(inRowOrder(drizzleReturned, drizzleIds).map(stored))
    for (const [index, id] of jsonIds.entries()) {
      expect(await asStored(id)).toEqual(await asStored(drizzleIds[index] as string))
    }

    // spot checks, so the comparison above is not two equally wrong readings
    const [single, love, bundle] = jsonRows as [Order, Order, Order]
    expect(single.grievance).toBe(awkward)
    expect(single.quoteLines).toEqual([{ code: 'base', label: `Scroll "${awkward}"`, cents: 1499 }])
    expect(single.options).toMatchObject({ allCaps: true, voiceNarration: true })
    expect(single.paidAt).toEqual(new Date('2031-02-03T04:05:06.789Z'))
    expect(single.deliverySpeed).toBe('immediate')
    expect(single.immediateDeliveryFeeCents).toBeGreaterThan(0)
    expect(single.isTest).toBe(false)
    expect(love.isTest).toBe(true)
    expect(love.targetName).toBe('Sir {Oblivious}')
    expect(love.options).toEqual({})
    expect(love.anonymousDelivery).toBe(false)
    expect(love.recipientName).toBeNull()
    expect(love.paidAt).toBeNull()
    expect(bundle.targetName).toBe('Brother Loudsnore, Ætheling \\ Bob')
    expect(bundle.failureReason).toBe(awkward)
    expect(bundle.deliverySpeed).toBe('standard')
    expect(bundle.customerPhone).toBeNull()
    for (const row of jsonRows) {
      expect(row.status).toBe('pending_payment')
      expect(row.orderNumber).toBeGreaterThan(1000)
      expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
    }
  })

  it('stores a timestamp given in every row as given', async () => {
    const createdAt = [new Date('2030-01-01T00:00:00.001Z'), new Date('2030-06-30T23:59:59.999Z')]
    const rows = [
      orderRow(classicRequest(), { createdAt: createdAt[0] }),
      orderRow(loveRequest(), { createdAt: createdAt[1] }),
    ]
    const returned = await insertRows(shop.services.db, orders, rows)
    expect(returned.map((row) => row.createdAt)).toEqual(createdAt)
    const read = inRowOrder(
      await select(rows.map((row) => row.id)),
      rows.map((row) => row.id),
    )
    expect(read.map((row) => row.createdAt)).toEqual(createdAt)
  })

  it('stores text holding half an emoji as drizzle does, with U+FFFD, instead of failing the insert', async () => {
    // valid JSON a client can send ("\ud83d"), which the order schema accepts
    const halfEmoji = 'Chews loudly \ud83d and often'
    const [viaDrizzle] = await shop.services.db
      .insert(orders)
      .values(orderRow(classicRequest(), { grievance: halfEmoji }))
      .returning()
    const [viaJson] = await insertRows(shop.services.db, orders, [
      orderRow(classicRequest(), { grievance: halfEmoji }),
    ])
    expect(viaDrizzle?.grievance).toBe('Chews loudly \ufffd and often')
    expect(viaJson?.grievance).toBe(viaDrizzle?.grievance)
  })

  it('refuses rows that disagree on a column whose default only the database knows', async () => {
    const rows = [
      orderRow(classicRequest(), { createdAt: new Date('2030-01-01T00:00:00Z') }),
      orderRow(loveRequest()),
    ]
    await expect(insertRows(shop.services.db, orders, rows)).rejects.toThrow(
      'rows for orders disagree on createdAt: give it in every row or in none',
    )
    expect(await select(rows.map((row) => row.id))).toEqual([])
  })

  it('answers no rows for no rows, without touching the database', async () => {
    const untouchable = new Proxy({} as DbOrTransaction, {
      get(_, property) {
        throw new Error(`the database was touched (${String(property)})`)
      },
    })
    expect(insertRowsStatement(orders, [])).toBeUndefined()
    await expect(insertRows(untouchable, orders, [])).resolves.toEqual([])
  })
})
