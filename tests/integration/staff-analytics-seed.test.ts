import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/server/staff-analytics/analytics-window'
import type { BusinessAnalytics } from '@/server/staff-analytics/summarise-business'
import { seedShop } from '../../scripts/seed/seed-shop'
import { signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

const SHOP_TZ = 'America/New_York'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ SHOP_TZ, AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  await seedShop(shop.services.db, {
    orders: 3000,
    partners: 25,
    timeZone: SHOP_TZ,
    days: 60,
    batchSize: 700,
  })
})
afterAll(async () => {
  await shop?.stop()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await shop.services.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe('the seed', () => {
  it('writes the daily rollup the paid orders add up to, by the day paid in the shop’s time zone', async () => {
    const fromOrders = await rows<Record<string, string | number>>(sql`
      select to_char(paid_at at time zone ${SHOP_TZ}, 'YYYY-MM-DD') as date, count(*)::int as orders,
        sum(total_price_cents)::int as revenue,
        count(*) filter (where scroll_type = 'light-rant' and kind <> 'bundle')::int as light,
        count(*) filter (where kind = 'bundle')::int as bundles
      from orders where payment_status = 'paid' group by 1 order by 1`)
    const rollup = await rows<Record<string, string | number>>(sql`
      select date, total_orders as orders, total_revenue_cents as revenue, light_rant_count as light,
        mixed_bundle_count as bundles
      from daily_metrics order by date`)
    expect(rollup).toEqual(fromOrders)
    expect(fromOrders.length).toBeGreaterThan(55)
  })

  it('prices every order as its quote lines say, and leaves some unpaid', async () => {
    const [check] = await rows<{ mismatched: number; unpaid: number; paid: number }>(sql`
      select count(*) filter (where total_price_cents <> (
          select coalesce(sum((line->>'cents')::int), 0) from jsonb_array_elements(quote_lines) line))::int
          as mismatched,
        count(*) filter (where payment_status <> 'paid')::int as unpaid,
        count(*) filter (where payment_status = 'paid')::int as paid
      from orders`)
    expect(check?.mismatched).toBe(0)
    expect(check?.paid).toBeGreaterThan(2500)
    expect(check?.unpaid).toBeGreaterThan(100)
  })

  it('records the commission markOrderPaid would, once for each paid partner order', async () => {
    const [check] = await rows<{
      partnerOrders: number
      payouts: number
      wrong: number
      payments: number
    }>(sql`
      select
        (select count(*) from orders where payment_status = 'paid' and partner_ref is not null)::int
          as "partnerOrders",
        (select count(*) from partner_payouts)::int as payouts,
        (select count(*) from partner_payouts payout join orders o on o.id = payout.order_id
          join partners p on p.id = payout.partner_id
          where payout.commission_cents <> round(o.total_price_cents * p.payout_pct / 100)
            or p.slug <> o.partner_ref)::int as wrong,
        (select count(*) from payments)::int as payments`)
    expect(check?.partnerOrders).toBeGreaterThan(100)
    expect(check?.payouts).toBe(check?.partnerOrders)
    expect(check?.wrong).toBe(0)
    const [paid] = await rows<{ count: number }>(
      sql`select count(*)::int from orders where payment_status = 'paid'`,
    )
    expect(check?.payments).toBe(paid?.count)
  })

  it('gives business analytics that match the orders themselves', async () => {
    const staff = await signedInAs(shop, 'staff')
    const figures = (await (await staff.get('/api/staff/business-analytics')).json()) as BusinessAnalytics
    const from = figures.current.from
    const [orders] = await rows<{ count: number; revenue: number; previous: number }>(sql`
      select count(*) filter (where day >= ${from})::int as count,
        coalesce(sum(total_price_cents) filter (where day >= ${from}), 0)::int as revenue,
        count(*) filter (where day < ${from} and day >= ${addDays(from, -30)})::int as previous
      from (select total_price_cents, to_char(paid_at at time zone ${SHOP_TZ}, 'YYYY-MM-DD') as day
        from orders where payment_status = 'paid') paid`)
    expect(figures.totalOrders).toBe(orders?.count)
    expect(figures.totalRevenueCents).toBe(orders?.revenue)
    expect(figures.previousTotals.orders).toBe(orders?.previous)
    expect(figures.mostPopularScrollType).not.toBeNull()
  })
})
