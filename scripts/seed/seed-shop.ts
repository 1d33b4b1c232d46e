import { faker } from '@faker-js/faker'
import { sql } from 'drizzle-orm'
import { seededRandom } from '@/domain/seeded-random'
import type { Db } from '@/server/db/database'
import { insertRowsStatement } from '@/server/db/insert-rows'
import {
  dailyMetrics,
  orders,
  orderTargets,
  partnerCommissionDays,
  partnerPayouts,
  partners,
  partnerTotals,
  payments,
} from '@/server/db/schema'
import { countedAs, dailyCountKeys, type OrderScrollType } from '@/server/orders/record-daily-metrics'
import { shopDate } from '@/server/shop-date'
import { rebuildPartnerRollups } from '@/server/staff-partners/partner-rollups'
import { fakeOrder, type OrderRow, type SeedPartner, type TargetRow } from './fake-orders'
import { fakePartners } from './fake-partners'
import { fakeCustomers, fakeGrudges } from './fake-people'
import { orderTimes, settleOrder } from './order-lifecycle'

export type SeedOptions = {
  orders: number
  partners: number
  /** the shop's time zone: daily_metrics days are counted in it, as when an order is paid */
  timeZone: string
  /** how far back the orders go */
  days?: number
  now?: Date
  seed?: number
  /** orders per statement */
  batchSize?: number
  onProgress?: (progress: { step: string; done: number; total: number; elapsedMs: number }) => void
}

type PayingPartner = SeedPartner & { id: string; payoutPct: number }
type Batch = { orders: OrderRow[]; targets: TargetRow[]; payouts: PayoutRow[]; payments: PaymentRow[] }
type PayoutRow = typeof partnerPayouts.$inferInsert
type PaymentRow = typeof payments.$inferInsert
type DayTotals = { orders: number; revenueCents: number; counts: Map<string, number> }

// partners are paid monthly for commissions whose 30-day hold ended before the month began
const HOLD_MS = 30 * 86_400_000

/**
 * Fills a shop with partners and `orders` orders over the last `days` days, as checkout and payment
 * would have left them: orders with their bundle targets, payments, partner commissions, the
 * daily_metrics rollup and the partner rollups, all consistent. Not written: status history, fulfilment
 * deliveries and the early-bird places, which no staff figure reads. Orders go in batches of multi-row
 * inserts, each batch one transaction, two at a time while the next is made.
 */
export async function seedShop(db: Db, options: SeedOptions) {
  const started = performance.now()
  const report = (step: string, done: number, total: number) =>
    options.onProgress?.({ step, done, total, elapsedMs: performance.now() - started })
  const now = options.now ?? new Date()
  const seed = options.seed ?? 1
  // the shared instance: the partner factory draws from it too
  faker.seed(seed)
  const random = seededRandom(seed)

  await db
    .insert(partners)
    .values(fakePartners(faker, options.partners, now))
    .onConflictDoNothing()
  const known = await db
    .select({
      id: partners.id,
      slug: partners.slug,
      discountCode: partners.discountCode,
      isActive: partners.isActive,
      payoutPct: partners.payoutPct,
    })
    .from(partners)
  // orders come mostly through partners that are active today
  const paying = [...known.filter((p) => p.isActive), ...known.filter((p) => !p.isActive).slice(0, 20)]
  const bySlug = new Map(paying.map((partner) => [partner.slug, partner]))
  report('partners', known.length, known.length)

  const sources = {
    random,
    customers: fakeCustomers(faker, Math.max(100, Math.ceil(options.orders / 3))),
    ...fakeGrudges(faker, 5000),
    partners: paying,
  }
  const times = orderTimes(random, options.orders, options.days ?? 90, now)
  const days = new Map<string, DayTotals>()
  const batchSize = options.batchSize ?? 5000

  const makeBatch = (from: number, to: number): Batch => {
    const batch: Batch = { orders: [], targets: [], payouts: [], payments: [] }
    for (let index = from; index < to; index++) {
      const { order, targets } = fakeOrder(sources)
      Object.assign(order, settleOrder(random, order, times[index] as number, now.getTime()))
      batch.orders.push(order)
      batch.targets.push(...targets)
      if (order.paymentStatus !== 'paid' || !order.paidAt) continue
      batch.payments.push(paymentOf(order))
      const partner = order.partnerRef ? bySlug.get(order.partnerRef) : undefined
      if (partner) batch.payouts.push(payoutOf(order, partner, now))
      addToDay(days, shopDate(order.paidAt, options.timeZone), order)
    }
    return batch
  }

  // two batches are written at once, on two connections, while the next is being made: the seed keeps
  // both cores busy (PGlite has one connection and takes them in turn)
  const writing = new Set<Promise<void>>()
  for (let from = 0; from < options.orders; from += batchSize) {
    const batch = makeBatch(from, Math.min(options.orders, from + batchSize))
    while (writing.size >= 2) await Promise.race(writing)
    report('orders', from, options.orders)
    const write: Promise<void> = writeBatch(db, batch).then(() => {
      writing.delete(write)
    })
    writing.add(write)
  }
  await Promise.all(writing)
  report('orders', options.orders, options.orders)

  await addDailyMetrics(db, days)
  report('daily_metrics', days.size, days.size)
  // the partners' running totals and commissions per day, as the migration builds them (decision 025)
  await rebuildPartnerRollups(db)
  report('partner rollups', known.length, known.length)
  // a million rows written at once leave the planner without statistics and the visibility map empty
  // until autovacuum catches up; a shop that took these orders over months would have both
  await db.execute(
    sql`vacuum analyze ${partners}, ${orders}, ${orderTargets}, ${payments}, ${partnerPayouts}, ${dailyMetrics},
      ${partnerTotals}, ${partnerCommissionDays}`,
  )
  report('vacuum analyze', 1, 1)
  return { partners: known.length, orders: options.orders, days: days.size, ms: performance.now() - started }
}

async function writeBatch(db: Db, batch: Batch) {
  await db.transaction(async (tx) => {
    for (const [table, rows] of [
      [orders, batch.orders],
      [orderTargets, batch.targets],
      [payments, batch.payments],
      [partnerPayouts, batch.payouts],
    ] as const) {
      const statement = insertRowsStatement(table, rows as never[])
      if (statement) await tx.execute(statement)
    }
  })
}

function paymentOf(order: OrderRow): PaymentRow {
  return {
    orderId: order.id,
    provider: 'stripe',
    sessionId: order.paymentSessionId as string,
    amountCents: order.totalPriceCents,
    currency: order.currency,
    createdAt: order.paidAt as Date,
  }
}

/** The commission markOrderPaid records: total x payout %, rounded half up, in whole cents. */
function payoutOf(order: OrderRow, partner: PayingPartner, now: Date): PayoutRow {
  const paidAt = order.paidAt as Date
  // hundredths of a percent keep the arithmetic in whole numbers: 1499 x 37.5% = 562.125 -> 562
  const share = order.totalPriceCents * Math.round(partner.payoutPct * 100)
  const commissionCents = Math.floor(share / 10_000) + (share % 10_000 >= 5000 ? 1 : 0)
  const due = new Date(paidAt.getTime() + HOLD_MS)
  const payday = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 1))
  const settled = payday <= now
  return {
    partnerId: partner.id,
    partnerSlug: partner.slug,
    orderId: order.id,
    commissionCents,
    status: settled ? 'paid' : 'pending',
    createdAt: paidAt,
    paidAt: settled ? payday : null,
  }
}

function addToDay(days: Map<string, DayTotals>, date: string, order: OrderRow) {
  let day = days.get(date)
  if (!day) {
    day = { orders: 0, revenueCents: 0, counts: new Map() }
    days.set(date, day)
  }
  day.orders += 1
  day.revenueCents += order.totalPriceCents
  const type = countedAs(order)
  day.counts.set(type, (day.counts.get(type) ?? 0) + 1)
}

/** Adds the seeded orders to each day's totals, as markOrderPaid adds each order it marks paid. */
async function addDailyMetrics(db: Db, days: Map<string, DayTotals>) {
  const kinds = Object.entries(dailyCountKeys) as Array<
    [OrderScrollType, (typeof dailyCountKeys)[OrderScrollType]]
  >
  const rows = [...days].map(([date, day]) => ({
    date,
    totalOrders: day.orders,
    totalRevenueCents: day.revenueCents,
    ...Object.fromEntries(kinds.map(([type, key]) => [key, day.counts.get(type) ?? 0])),
  }))
  if (rows.length === 0) return
  const added = (key: 'totalOrders' | 'totalRevenueCents' | (typeof kinds)[number][1]) =>
    sql`${dailyMetrics[key]} + excluded.${sql.identifier(dailyMetrics[key].name)}`
  await db
    .insert(dailyMetrics)
    .values(rows)
    .onConflictDoUpdate({
      target: dailyMetrics.date,
      set: {
        totalOrders: added('totalOrders'),
        totalRevenueCents: added('totalRevenueCents'),
        ...Object.fromEntries(kinds.map(([, key]) => [key, added(key)])),
        updatedAt: sql`now()`,
      },
    })
}
