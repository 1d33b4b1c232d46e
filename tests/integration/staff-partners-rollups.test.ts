import { and, asc, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { classicRequest, cursedRequest } from '@/domain/order-request.fixtures'
import { DAY_MS, ledgerBalances } from '@/domain/partner-ledger'
import {
  orders,
  partnerCommissionDays,
  partnerPayouts,
  partnerTotals,
  payoutRuns,
  users,
} from '@/server/db/schema'
import { HttpError } from '@/server/http/errors'
import { markOrderPaid } from '@/server/orders/mark-order-paid'
import { refundOrder } from '@/server/orders/refund-order'
import type { Services } from '@/server/services'
import { inState } from '@/server/staff-partners/commission-hold'
import { updatePartner } from '@/server/staff-partners/manage-partners'
import { getPartnerAnalytics } from '@/server/staff-partners/partner-analytics'
import { getPartnerLedger, releaseCommission } from '@/server/staff-partners/partner-ledger'
import { rebuildPartnerRollups } from '@/server/staff-partners/partner-rollups'
import { createPayoutRun, markPayoutRunPaid, requireRun } from '@/server/staff-partners/payout-runs'
import { createPartner } from './support/factories'
import { createPayment, sessionIdOf } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

/**
 * The partner rollups and ledger under any mix of payments (some confirmed twice, some by the partner
 * themselves and so held), refunds before and after a payout, releases, payout runs with a minimum,
 * runs marked paid (twice at times) and renamed partners, while time passes. After each step: the
 * analytics split what is owed into pending, held and due exactly as the entries' own states say
 * (decision 025), and each ledger's balances equal its entries added up by state (decision 028). After
 * each sequence: the kept rollups equal a rebuild, each run holds exactly its entries, every run pays at
 * least its minimum, and every paid entry was paid once, with its run.
 */
let shop: TestShop
let services: Services
let staff: { id: string }
const partners: Array<{ id: string; slug: string; code: string; email: string }> = []
const paidOrders: string[] = []
const MINUTE = 60 * 1000
// a short hold, so that commissions fall due, get paid and get refunded within a sequence of steps
const HOLD_DAYS = 3
let renames = 0

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '10000' })
  // paid orders are marked here without their fulfilment job or refund letter: the rollups depend on
  // neither, and sealing a scroll for each of a hundred orders would only slow the test down
  services = { ...shop.services, jobs: { ...shop.services.jobs, send: async () => null } }
  const [admin] = await shop.services.db
    .insert(users)
    .values({ name: 'Treasurer', email: 'treasurer@example.com', role: 'admin' })
    .returning()
  staff = { id: admin?.id as string }
  for (const [index, payoutPct] of [40, 25, 33.33].entries()) {
    const code = `ROLLUP${index}`
    const email = `rollup-${index}@partners.test`
    const partner = await createPartner(shop.services.db, {
      slug: `rollup-${index}`,
      discountCode: code,
      payoutPct,
      email,
    })
    partners.push({ id: partner.id, slug: partner.slug, code, email })
  }
  // the shop's clock starts half a day before commissions recorded now leave their hold. PostgreSQL keeps
  // its own clock, so there every commission is recorded today; PGlite takes its clock from JS, so there
  // they are recorded as the shop's clock moves on, spread over many days
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (HOLD_DAYS - 0.5) * DAY_MS })
}, 60_000)
afterEach(() => vi.useRealTimers())
afterAll(() => shop?.stop())

const partnerIndex = fc.integer({ min: 0, max: 2 })
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      partner: fc.integer({ min: 0, max: 3 }),
      replay: fc.boolean(),
      // the customer gives the partner's own email: the commission is held
      own: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    // minutes or hours, days for commissions to fall due, or until just past the next midnight (UTC),
    // where the rollups' days begin
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.oneof(
        fc.integer({ min: 1, max: 12 * 60 }),
        fc.integer({ min: 24 * 60, max: (HOLD_DAYS + 2) * 24 * 60 }),
      ),
      pastMidnight: fc.option(fc.integer({ min: 0, max: 90 }), { freq: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      minimumCents: fc.constantFrom(0, 500, 2000, 5000),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('markPaid' as const), pick: fc.nat(), twice: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), partner: partnerIndex }) },
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const conflictsAllowed = (error: unknown) => {
  if (!(error instanceof HttpError && error.status === 409)) throw error
}

async function run(action: Step) {
  const { db } = shop.services
  switch (action.kind) {
    case 'pay': {
      // partner 3 is none: an order no partner brought in changes no partner's figures
      const partner = partners[action.partner]
      const customerEmail = partner && action.own ? partner.email.toUpperCase() : 'customer@example.com'
      const body = partner
        ? action.partner % 2
          ? classicRequest({ discountCode: partner.code, customerEmail })
          : cursedRequest({ partnerRef: partner.slug, customerEmail })
        : classicRequest()
      const checkout = await createPayment(shop, body)
      const [order] = await db.select().from(orders).where(eq(orders.id, checkout.orderId))
      const payment = {
        orderId: checkout.orderId,
        provider: 'local' as const,
        sessionId: sessionIdOf(checkout),
        amountCents: order?.totalPriceCents ?? 0,
      }
      expect((await markOrderPaid(services, payment)).newlyPaid).toBe(true)
      if (action.replay) expect((await markOrderPaid(services, payment)).newlyPaid).toBe(false)
      if (partner) paidOrders.push(checkout.orderId)
      return
    }
    case 'wait': {
      const midnight = Math.ceil(Date.now() / DAY_MS) * DAY_MS
      const until = action.pastMidnight === null ? Date.now() + action.minutes * MINUTE : midnight
      vi.setSystemTime(until + (action.pastMidnight ?? 0) * MINUTE)
      return
    }
    case 'refund': {
      const id = paidOrders.splice(action.pick % Math.max(1, paidOrders.length), 1)[0]
      if (id) expect(await refundOrder(services, id, staff)).toMatchObject({ refunded: true })
      return
    }
    case 'release': {
      const held = await db
        .select({ id: partnerPayouts.id })
        .from(partnerPayouts)
        .where(inState('held', new Date(), HOLD_DAYS))
        .orderBy(asc(partnerPayouts.id))
      const entry = held[action.pick % Math.max(1, held.length)]
      if (entry) expect((await releaseCommission(db, staff, entry.id, HOLD_DAYS)).released).toBe(true)
      return
    }
    case 'run':
      await createPayoutRun(db, staff, action.minimumCents, HOLD_DAYS).catch(conflictsAllowed)
      return
    case 'markPaid': {
      const runs = await db.select({ id: payoutRuns.id }).from(payoutRuns).orderBy(asc(payoutRuns.id))
      const picked = runs[action.pick % Math.max(1, runs.length)]
      if (!picked) return
      const first = await markPayoutRunPaid(db, staff, picked.id)
      if (action.twice) {
        const second = await markPayoutRunPaid(db, staff, picked.id)
        expect(second).toMatchObject({ marked: false, entries: 0, run: { paidAt: first.run.paidAt } })
      }
      return
    }
    case 'rename': {
      const partner = partners[action.partner] as (typeof partners)[number]
      renames += 1
      partner.slug = `rollup-${action.partner}-renamed-${renames}`
      await updatePartner(db, staff, partner.id, { slug: partner.slug })
      return
    }
  }
}

async function rollups() {
  const { db } = shop.services
  const totals = await db.select().from(partnerTotals).orderBy(partnerTotals.partnerId)
  const days = await db
    .select()
    .from(partnerCommissionDays)
    .orderBy(partnerCommissionDays.partnerId, partnerCommissionDays.day)
  return { totals, days }
}

/**
 * A partner's entries in each state at `asOf`, added up from the entries themselves: the counts are of
 * commissions, the cents include clawbacks (due at once).
 */
async function statesFromEntries(partnerId: string, asOf: Date) {
  const inEach = async (where: SQL) => {
    const [row] = await shop.services.db
      .select({
        count: sql<number>`count(*) filter (where ${partnerPayouts.kind} = 'commission')`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${partnerPayouts.commissionCents}), 0)`.mapWith(Number),
      })
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.partnerId, partnerId), where))
    return { count: row?.count ?? 0, cents: row?.cents ?? 0 }
  }
  const [pending, held, due, paid] = await Promise.all(
    (['pending', 'held', 'due', 'paid'] as const).map((state) => inEach(inState(state, asOf, HOLD_DAYS))),
  )
  return { pendingPayouts: pending, heldPayouts: held, duePayouts: due, paidPayouts: paid }
}

/** The analytics' pending, held, due and paid figures equal the entries' own at each of `moments`. */
async function expectAnalyticsAsEntriesSay(moments: number[]) {
  const query = { page: 1, pageSize: 10, sort: 'pending', direction: 'desc' } as const
  for (const moment of moments) {
    const asOf = new Date(moment)
    const { partners: rows } = await getPartnerAnalytics(shop.services.db, query, HOLD_DAYS, asOf)
    for (const row of rows) expect(row).toMatchObject(await statesFromEntries(row.id, asOf))
  }
}

/** Each partner's ledger balances, as the API adds them up, equal its entries added up one by one. */
async function expectLedgersAddUp() {
  const asOf = new Date()
  for (const partner of partners) {
    const ledger = await getPartnerLedger(
      shop.services.db,
      partner.id,
      { page: 1, pageSize: 100 },
      HOLD_DAYS,
      asOf,
    )
    const entries = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.partnerId, partner.id))
    const balances = ledgerBalances(
      entries.map((entry) => ({ ...entry, cents: entry.commissionCents, recordedAt: entry.createdAt })),
      asOf,
      HOLD_DAYS,
    )
    expect(ledger.balances).toEqual(balances)
    expect(ledger.total).toBe(entries.length)
    // what a partner has earned, less what refunds took back, whatever has been paid of it
    const [totals] = await shop.services.db
      .select()
      .from(partnerTotals)
      .where(eq(partnerTotals.partnerId, partner.id))
    expect(balances.total.cents).toBe(totals?.commissionCents)
    expect(balances.paid.cents).toBe(totals?.paidCents)
  }
}

/** Every run holds exactly its entries, pays each partner at least its minimum, and paid what it held. */
async function expectRunsWhole() {
  const { db } = shop.services
  const runs = await db.select().from(payoutRuns)
  for (const stored of runs) {
    const run = await requireRun(db, stored.id)
    expect(run.partners.reduce((total, line) => total + line.cents, 0)).toBe(stored.totalCents)
    expect(run.partners).toHaveLength(stored.partnerCount)
    for (const line of run.partners) {
      expect(line.cents).toBeGreaterThan(0)
      expect(line.cents).toBeGreaterThanOrEqual(stored.minimumCents)
    }
    const entries = await db.select().from(partnerPayouts).where(eq(partnerPayouts.payoutRunId, stored.id))
    for (const entry of entries) {
      // an entry of a run is never voided or held, and is paid exactly when its run is, by the same hand
      expect(entry.heldReason).toBeNull()
      expect(entry.status).toBe(stored.paidAt ? 'paid' : 'pending')
      expect(entry.paidAt).toEqual(stored.paidAt)
      expect(entry.paidBy).toBe(stored.paidBy)
    }
  }
  // no entry is paid outside a run
  const [strays] = await db
    .select({ count: count() })
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.status, 'paid'), isNull(partnerPayouts.payoutRunId)))
  expect(strays?.count).toBe(0)
}

/**
 * A second before and after commissions still in their hold leave it (ten of them at most): the moments
 * the hold's cut falls inside a day, between commissions of that day.
 */
async function holdEdges() {
  const recorded = await shop.services.db
    .selectDistinct({ at: partnerPayouts.createdAt })
    .from(partnerPayouts)
    .where(gt(partnerPayouts.createdAt, new Date(Date.now() - HOLD_DAYS * DAY_MS)))
    .orderBy(partnerPayouts.createdAt)
  const edges = recorded.map(({ at }) => at.getTime() + HOLD_DAYS * DAY_MS)
  const every = Math.max(1, Math.ceil(edges.length / 10))
  return edges.filter((_, index) => index % every === 0).flatMap((edge) => [edge - 1000, edge + 1000])
}

describe('partner rollups and ledgers', () => {
  it('keep the totals a rebuild gives, split what is owed by state, and pay each entry once in its run', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 20 }), async (steps) => {
        for (const action of steps) {
          await run(action)
          await expectAnalyticsAsEntriesSay([Date.now()])
          await expectLedgersAddUp()
        }
        await expectAnalyticsAsEntriesSay(await holdEdges())
        await expectRunsWhole()
        const kept = await rollups()
        await rebuildPartnerRollups(shop.services.db)
        expect(kept).toEqual(await rollups())
      }),
      // a fixed seed: the same sequences every run, which between them pay, hold, void and claw back
      { numRuns: 12, seed: 20261125 },
    )
    const { db } = shop.services
    const states = async (where: SQL) =>
      (await db.select({ count: count() }).from(partnerPayouts).where(where))[0]
    // the sequences did pay, hold, void and claw back some entries, or the test proved less than it says
    expect((await states(eq(partnerPayouts.status, 'paid')))?.count).toBeGreaterThan(0)
    expect((await states(eq(partnerPayouts.status, 'voided')))?.count).toBeGreaterThan(0)
    expect((await states(eq(partnerPayouts.kind, 'clawback')))?.count).toBeGreaterThan(0)
    const [flagged] = await db.select({ count: count() }).from(orders).where(eq(orders.selfReferral, true))
    expect(flagged?.count).toBeGreaterThan(0)
  }, 240_000)
})
