import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest, cursedRequest, eternalRequest } from '@/domain/order-request.fixtures'
import { orders, partnerPayouts, partnerTotals, payoutRuns, staffActions, users } from '@/server/db/schema'
import { rebuildPartnerRollups } from '@/server/staff-partners/partner-rollups'
import { createPartner } from './support/factories'
import { payLocally, placePaidOrder, refundInFull } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/**
 * A partner's ledger and the payout runs (decision 028), over orders placed and paid through the real
 * checkout: self-referrals held until an admin releases them, balances by state, runs of every due
 * balance above a minimum, their PayPal and Wise files, marking them paid once, and refunds that void a
 * commission or claw it back from the next run.
 */
let shop: TestShop
let staff: Browser
let admin: Browser & { email: string }
let adminId: string
type Partner = { id: string; slug: string }
let knight: Partner
let squire: Partner
let mute: Partner

type Balance = { count: number; cents: number }
type Entry = {
  id: string
  kind: 'commission' | 'clawback'
  state: 'pending' | 'held' | 'due' | 'paid' | 'voided'
  cents: number
  heldReason: string | null
  orderId: string
  orderNumber: number
  recordedAt: string
  dueAt: string | null
  paidAt: string | null
  paidBy: { id: string; name: string } | null
  run: { id: string; paidAt: string | null } | null
}
type Ledger = {
  partner: { id: string; name: string; email: string | null }
  holdDays: number
  balances: Record<'pending' | 'held' | 'due' | 'paid' | 'voided' | 'total', Balance>
  entries: Entry[]
  total: number
}
type Run = {
  id: string
  minimumCents: number
  partnerCount: number
  totalCents: number
  createdBy: { id: string } | null
  paidAt: string | null
  paidBy: { id: string } | null
  partners: Array<{
    partnerId: string
    name: string
    email: string | null
    cents: number
    commissions: number
    clawbacks: number
  }>
}

beforeAll(async () => {
  shop = await startTestShop({
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // the sign-in address test tells clients apart by X-Forwarded-For
    TRUST_PROXY: 'true',
  })
  staff = await signedInAs(shop, 'staff')
  admin = await signedInAs(shop, 'admin')
  const [row] = await shop.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin.email))
  adminId = row?.id as string
  const { db } = shop.services
  knight = await createPartner(db, {
    name: 'Sir Ledger',
    slug: 'sir-ledger',
    discountCode: 'LEDGER',
    payoutPct: 40,
    email: 'ledger@partners.test',
  })
  squire = await createPartner(db, {
    name: 'Squire Small',
    slug: 'squire-small',
    discountCode: 'SMALL',
    payoutPct: 5,
    email: 'small@partners.test',
  })
  mute = await createPartner(db, {
    name: 'Baron Mute',
    slug: 'baron-mute',
    discountCode: 'MUTE',
    payoutPct: 30,
    email: null,
  })
}, 120_000)
afterAll(() => shop?.stop())

const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** As if these orders had been paid 31 days ago: their commissions' hold is over (rollups rebuilt). */
async function holdOver(orderIds: string[]) {
  await shop.services.db
    .update(partnerPayouts)
    .set({ createdAt: sql`${partnerPayouts.createdAt} - interval '31 days'` })
    .where(inArray(partnerPayouts.orderId, orderIds))
  await rebuildPartnerRollups(shop.services.db)
}

async function ledgerOf(partner: Partner, query = ''): Promise<Ledger> {
  const response = await staff.get(`/api/staff/partners/${partner.id}/ledger${query}`)
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json as Ledger
}

const entryOf = async (partner: Partner, orderId: string, kind = 'commission') =>
  (await ledgerOf(partner, '?pageSize=100')).entries.find(
    (entry) => entry.orderId === orderId && entry.kind === kind,
  )

async function createRun(minimumCents: number) {
  const response = await admin.post('/api/staff/payout-runs', { minimumCents })
  return { status: response.status, run: (await response.json()) as Run & { error?: { message: string } } }
}

const orderRow = async (id: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]

describe('self-referrals', () => {
  it('holds the commission of an order whose customer has the partner’s email, and flags the order', async () => {
    const id = await placePaidOrder(
      shop,
      cursedRequest({ discountCode: 'LEDGER', customerEmail: 'Ledger@Partners.test' }),
    )
    expect(await orderRow(id)).toMatchObject({ selfReferral: true })
    const entry = await entryOf(knight, id)
    expect(entry).toMatchObject({
      state: 'held',
      heldReason: 'the customer’s email is the partner’s',
      dueAt: null,
    })

    await holdOver([id])
    // however old, a held commission is never due
    expect(await entryOf(knight, id)).toMatchObject({ state: 'held' })
    const queue = await staff.get('/api/staff/orders?partner=sir-ledger')
    const { orders: queued } = (await queue.json()) as {
      orders: Array<{ id: string; selfReferral: boolean }>
    }
    expect(queued.find((order) => order.id === id)).toMatchObject({ selfReferral: true })
  })

  it('holds an order placed from an address the partner’s own account signed in from, and no other', async () => {
    const accountEmail = `knight-account-${Date.now()}@example.com`
    const partnerBrowser = new Browser(shop)
    await partnerBrowser.signUp(accountEmail)
    const signIn = await partnerBrowser.request('/api/auth/sign-in/email', {
      body: { email: accountEmail, password: 'a-long-password' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(signIn.status).toBe(200)
    const link = await staff.patch(`/api/staff/partners/${knight.id}`, { accountEmail })
    expect(link.status).toBe(200)

    const placeFrom = async (address: string) => {
      const response = await shop.post('/api/payments', classicRequest({ partnerRef: 'sir-ledger' }), {
        'x-forwarded-for': address,
      })
      const checkout = (await response.json()) as { url: string; orderId: string }
      expect((await payLocally(shop, checkout)).success).toBe(true)
      return checkout.orderId
    }
    const fromThere = await placeFrom('203.0.113.7')
    const elsewhere = await placeFrom('198.51.100.23')
    expect(await orderRow(fromThere)).toMatchObject({ clientIp: '203.0.113.7', selfReferral: true })
    expect(await orderRow(elsewhere)).toMatchObject({ clientIp: '198.51.100.23', selfReferral: false })
    expect(await entryOf(knight, fromThere)).toMatchObject({
      state: 'held',
      heldReason: 'placed from the partner’s sign-in address',
    })
    expect(await entryOf(knight, elsewhere)).toMatchObject({ state: 'pending', heldReason: null })
  })

  it('lets an admin alone release a held commission, once, and records who did', async () => {
    const held = (await ledgerOf(knight, '?state=held')).entries.find(
      (entry) => entry.heldReason === 'the customer’s email is the partner’s',
    )
    if (!held) throw new Error('no held commission')
    expect((await staff.post(`/api/staff/partner-payouts/${held.id}/release`)).status).toBe(403)
    const released = await admin.post(`/api/staff/partner-payouts/${held.id}/release`)
    expect(released.status).toBe(200)
    const body = (await released.json()) as { released: boolean; entry: Entry }
    // held over 31 days ago: once released it is due at once
    expect(body).toMatchObject({ released: true, entry: { state: 'due', heldReason: null } })
    const again = (await (await admin.post(`/api/staff/partner-payouts/${held.id}/release`)).json()) as {
      released: boolean
    }
    expect(again.released).toBe(false)
    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'release-commission'), eq(staffActions.subjectId, knight.id)))
    expect(actions).toHaveLength(1)
    expect(actions[0]).toMatchObject({
      userId: adminId,
      subject: 'partner',
      detail: {
        entryId: held.id,
        orderId: held.orderId,
        heldReason: 'the customer’s email is the partner’s',
      },
    })
    const unknown = await admin.post(
      '/api/staff/partner-payouts/00000000-0000-4000-8000-000000000000/release',
    )
    expect(unknown.status).toBe(404)
  })
})

describe('a partner’s ledger', () => {
  it('adds up pending, held, due, paid and voided, and totals every entry not voided', async () => {
    const { db } = shop.services
    const older = await placePaidOrder(
      shop,
      eternalRequest({ partnerRef: 'sir-ledger', customerEmail: 'a@example.com' }),
    )
    const refunded = await placePaidOrder(
      shop,
      classicRequest({ partnerRef: 'sir-ledger', customerEmail: 'b@example.com' }),
    )
    await holdOver([older])
    expect((await refundInFull(shop, admin, refunded)).status).toBe(200)

    const ledger = await ledgerOf(knight, '?pageSize=100')
    const entries = await db.select().from(partnerPayouts).where(eq(partnerPayouts.partnerId, knight.id))
    expect(ledger.total).toBe(entries.length)
    for (const state of ['pending', 'held', 'due', 'paid', 'voided'] as const) {
      const mine = ledger.entries.filter((entry) => entry.state === state)
      expect(ledger.balances[state]).toEqual({
        count: mine.length,
        cents: sumOf(mine.map((entry) => entry.cents)),
      })
    }
    const live = ledger.entries.filter((entry) => entry.state !== 'voided')
    expect(ledger.balances.total).toEqual({
      count: live.length,
      cents: sumOf(live.map((entry) => entry.cents)),
    })
    expect(ledger.balances.voided.count).toBe(1)
    expect(await entryOf(knight, refunded)).toMatchObject({ state: 'voided', cents: expect.any(Number) })
    expect(await entryOf(knight, older)).toMatchObject({ state: 'due' })
    // newest first, filtered by state on the server
    const times = (await ledgerOf(knight)).entries.map((entry) => entry.recordedAt)
    expect(times).toEqual([...times].sort().reverse())
    const due = await ledgerOf(knight, '?state=due')
    expect(due.entries.every((entry) => entry.state === 'due')).toBe(true)
    expect(due.total).toBe(ledger.balances.due.count)
    expect((await staff.get(`/api/staff/partners/${knight.id}/ledger?state=owed`)).status).toBe(400)
    expect((await staff.get('/api/staff/partners/00000000-0000-4000-8000-000000000000/ledger')).status).toBe(
      404,
    )
  })
})

describe('payout runs', () => {
  let run: Run

  it('take every partner whose due balance reaches the minimum, and leave the rest for later', async () => {
    const squireOrder = await placePaidOrder(shop, classicRequest({ discountCode: 'SMALL' }))
    const muteOrder = await placePaidOrder(shop, eternalRequest({ partnerRef: 'baron-mute' }))
    await holdOver([squireOrder, muteOrder])
    const knightDue = (await ledgerOf(knight)).balances.due
    const squireDue = (await ledgerOf(squire)).balances.due
    const muteDue = (await ledgerOf(mute)).balances.due
    const minimum = squireDue.cents + 1
    expect(knightDue.cents).toBeGreaterThanOrEqual(minimum)
    expect(muteDue.cents).toBeGreaterThanOrEqual(minimum)

    expect((await staff.post('/api/staff/payout-runs', { minimumCents: minimum })).status).toBe(403)
    expect((await admin.post('/api/staff/payout-runs', { minimumCents: -1 })).status).toBe(400)
    const created = await createRun(minimum)
    expect(created.status).toBe(201)
    run = created.run
    expect(run).toMatchObject({
      minimumCents: minimum,
      partnerCount: 2,
      totalCents: knightDue.cents + muteDue.cents,
      createdBy: { id: adminId },
      paidAt: null,
    })
    expect(run.partners.map((line) => [line.name, line.cents, line.commissions])).toEqual(
      [
        ['Sir Ledger', knightDue.cents, knightDue.count],
        ['Baron Mute', muteDue.cents, muteDue.count],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    )
    // exactly the due entries are the run's; the squire's wait, still due
    const attached = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payoutRunId, run.id))
    expect(attached).toHaveLength(knightDue.count + muteDue.count)
    expect((await ledgerOf(squire)).balances.due).toEqual(squireDue)
    const knightEntry = attached.find((entry) => entry.partnerId === knight.id)
    expect((await entryOf(knight, knightEntry?.orderId ?? ''))?.run?.id).toBe(run.id)

    // nothing left above the minimum
    const nothing = await createRun(minimum)
    expect(nothing.status).toBe(409)
    const listed = (await (await staff.get('/api/staff/payout-runs')).json()) as {
      runs: Run[]
      total: number
    }
    expect(listed.runs[0]).toMatchObject({ id: run.id, partnerCount: 2 })
    expect(listed.total).toBe(1)
    const [action] = await shop.services.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subjectId, run.id))
    expect(action).toMatchObject({ userId: adminId, subject: 'payout-run', action: 'create' })
  })

  it('export as PayPal and Wise files once every partner has an email, naming those without one', async () => {
    const refused = await staff.get(`/api/staff/payout-runs/${run.id}/export?format=paypal`)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('Baron Mute')
    expect((await staff.get(`/api/staff/payout-runs/${run.id}/export?format=csv`)).status).toBe(400)

    expect(
      (await staff.patch(`/api/staff/partners/${mute.id}`, { email: 'Mute@Partners.test' })).status,
    ).toBe(200)
    const paypal = await staff.get(`/api/staff/payout-runs/${run.id}/export?format=paypal`)
    expect(paypal.status).toBe(200)
    expect(paypal.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(paypal.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payout-run-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-paypal\.csv"$/,
    )
    const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    const byName = new Map(run.partners.map((line) => [line.name, line.cents]))
    const paypalRows = (await paypal.text()).split('\r\n')
    expect(paypalRows).toHaveLength(3)
    expect(
      paypalRows
        .map((row) => row.split(',').slice(0, 3).join(','))
        .slice(0, 2)
        .sort(),
    ).toEqual(
      [
        `ledger@partners.test,${dollars(byName.get('Sir Ledger') ?? 0)},USD`,
        `mute@partners.test,${dollars(byName.get('Baron Mute') ?? 0)},USD`,
      ].sort(),
    )
    expect(paypalRows[0]).toMatch(
      /,SOF-\d{8}-[0-9a-f]{4}-1,Scrolls of Fury partner commission SOF-\d{8}-[0-9a-f]{4},PAYPAL$/,
    )

    const wise = await staff.get(`/api/staff/payout-runs/${run.id}/export?format=wise`)
    const wiseRows = (await wise.text()).split('\r\n')
    expect(wiseRows[0]).toBe(
      'name,recipientEmail,paymentReference,receiverType,amountCurrency,amount,sourceCurrency,targetCurrency',
    )
    expect(
      wiseRows
        .slice(1, 3)
        .map((row) => row.replace(/SOF-\d{8}-[0-9a-f]{4}/, 'REF'))
        .sort(),
    ).toEqual(
      [
        `Baron Mute,mute@partners.test,REF,PERSON,target,${dollars(byName.get('Baron Mute') ?? 0)},USD,USD`,
        `Sir Ledger,ledger@partners.test,REF,PERSON,target,${dollars(byName.get('Sir Ledger') ?? 0)},USD,USD`,
      ].sort(),
    )
    const exports = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectId, run.id), eq(staffActions.action, 'export')))
    expect(exports.map((action) => action.detail)).toEqual([{ format: 'paypal' }, { format: 'wise' }])
  })

  it('are marked paid by an admin once: each entry knows its run, and the paid totals grow', async () => {
    const before = await shop.services.db
      .select()
      .from(partnerTotals)
      .where(eq(partnerTotals.partnerId, knight.id))
    expect((await staff.post(`/api/staff/payout-runs/${run.id}/mark-paid`)).status).toBe(403)
    const marked = await admin.post(`/api/staff/payout-runs/${run.id}/mark-paid`)
    expect(marked.status).toBe(200)
    const first = (await marked.json()) as { marked: boolean; entries: number; run: Run }
    expect(first).toMatchObject({ marked: true, run: { paidBy: { id: adminId } } })
    const second = (await (
      await admin.post(`/api/staff/payout-runs/${run.id}/mark-paid`)
    ).json()) as typeof first
    expect(second).toMatchObject({ marked: false, entries: 0, run: { paidAt: first.run.paidAt } })

    const entries = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payoutRunId, run.id))
    expect(entries).toHaveLength(first.entries)
    for (const entry of entries) {
      expect(entry).toMatchObject({ status: 'paid', paidBy: adminId })
      expect(entry.paidAt?.toISOString()).toBe(first.run.paidAt)
    }
    const knightLine = run.partners.find((line) => line.partnerId === knight.id)
    const [after] = await shop.services.db
      .select()
      .from(partnerTotals)
      .where(eq(partnerTotals.partnerId, knight.id))
    expect(after?.paidCents).toBe((before[0]?.paidCents ?? 0) + (knightLine?.cents ?? 0))
    const ledger = await ledgerOf(knight, '?state=paid')
    expect(ledger.balances.paid.cents).toBe(knightLine?.cents)
    expect(
      ledger.entries.every((entry) => entry.run?.id === run.id && entry.run.paidAt === first.run.paidAt),
    ).toBe(true)
    const [paidRun] = await shop.services.db.select().from(payoutRuns).where(eq(payoutRuns.id, run.id))
    expect(paidRun?.paidBy).toBe(adminId)
    expect(
      (await admin.post('/api/staff/payout-runs/00000000-0000-4000-8000-000000000000/mark-paid')).status,
    ).toBe(404)
  })

  it('take a refunded commission back from the next run, and leave a partner who owes for later', async () => {
    const paidEntries = (await ledgerOf(knight, '?state=paid')).entries
    const smallest = paidEntries.reduce((least, entry) => (entry.cents < least.cents ? entry : least))
    expect((await refundInFull(shop, admin, smallest.orderId)).status).toBe(200)
    expect(await entryOf(knight, smallest.orderId, 'clawback')).toMatchObject({
      state: 'due',
      cents: -smallest.cents,
      run: null,
    })
    // everything else the knight had due went in the first run: now the knight owes
    expect((await ledgerOf(knight)).balances.due.cents).toBe(-smallest.cents)
    const meanwhile = await createRun(1)
    expect(meanwhile.status, JSON.stringify(meanwhile.run)).toBe(201)
    expect(meanwhile.run.partners.map((line) => line.name)).toEqual(['Squire Small'])

    const fresh = await placePaidOrder(
      shop,
      eternalRequest({ partnerRef: 'sir-ledger', customerEmail: 'c@example.com' }),
    )
    await holdOver([fresh])
    const earned = (await entryOf(knight, fresh))?.cents ?? 0
    const next = await createRun(1)
    expect(next.status).toBe(201)
    expect(next.run.partners).toEqual([
      expect.objectContaining({
        partnerId: knight.id,
        cents: earned - smallest.cents,
        commissions: 1,
        clawbacks: 1,
      }),
    ])
  })

  it('claw back, rather than void, a commission refunded while its run is not paid yet', async () => {
    const runs = (await (await staff.get('/api/staff/payout-runs')).json()) as { runs: Run[] }
    const open = runs.runs.find((candidate) => candidate.paidAt === null) as Run
    const [entry] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.payoutRunId, open.id), eq(partnerPayouts.kind, 'commission')))
    if (!entry) throw new Error('no commission in the open run')
    expect((await refundInFull(shop, admin, entry.orderId)).status).toBe(200)
    const rows = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, entry.orderId))
    expect(rows.find((row) => row.kind === 'commission')).toMatchObject({
      status: 'pending',
      payoutRunId: open.id,
    })
    expect(rows.find((row) => row.kind === 'clawback')).toMatchObject({
      status: 'pending',
      payoutRunId: null,
      commissionCents: -entry.commissionCents,
    })
    // the open run still pays what it exported; the clawback waits for the run after it
    const reread = (await (await staff.get(`/api/staff/payout-runs/${open.id}`)).json()) as Run
    expect(reread.totalCents).toBe(open.totalCents)
    expect(sumOf(reread.partners.map((line) => line.cents))).toBe(open.totalCents)
  })
})

describe('the rollups after all of this', () => {
  it('equal a rebuild from the orders and the ledger', async () => {
    const { db } = shop.services
    const kept = await db.select().from(partnerTotals).orderBy(partnerTotals.partnerId)
    await rebuildPartnerRollups(db)
    expect(await db.select().from(partnerTotals).orderBy(partnerTotals.partnerId)).toEqual(kept)
  })
})
