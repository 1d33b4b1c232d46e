import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import {
  emptyBalances,
  entryDueAt,
  type LedgerBalances,
  type LedgerState,
  ledgerState,
  ledgerStates,
} from '@/domain/partner-ledger'
import type { Db, DbOrTransaction } from '../db/database'
import { orders, partnerPayouts, partners, payoutRuns, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { inState } from './commission-hold'

export type LedgerQuery = { state?: LedgerState; page: number; pageSize: number }

const entryColumns = {
  id: partnerPayouts.id,
  partnerId: partnerPayouts.partnerId,
  kind: partnerPayouts.kind,
  status: partnerPayouts.status,
  cents: partnerPayouts.commissionCents,
  heldReason: partnerPayouts.heldReason,
  recordedAt: partnerPayouts.createdAt,
  paidAt: partnerPayouts.paidAt,
  voidedAt: partnerPayouts.voidedAt,
  orderId: partnerPayouts.orderId,
  orderNumber: orders.orderNumber,
  paidById: partnerPayouts.paidBy,
  paidByName: users.name,
  runId: payoutRuns.id,
  runCreatedAt: payoutRuns.createdAt,
  runPaidAt: payoutRuns.paidAt,
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number]

function selectEntries(db: DbOrTransaction, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(partnerPayouts)
    .innerJoin(orders, eq(orders.id, partnerPayouts.orderId))
    .leftJoin(users, eq(users.id, partnerPayouts.paidBy))
    .leftJoin(payoutRuns, eq(payoutRuns.id, partnerPayouts.payoutRunId))
    .where(where)
}

/** One ledger entry as the API shows it, with its state at `asOf`. */
function entryView(row: EntryRow, asOf: Date, holdDays: number) {
  const dueAt = row.status === 'pending' ? entryDueAt(row, holdDays) : null
  return {
    id: row.id,
    partnerId: row.partnerId,
    kind: row.kind,
    state: ledgerState(row, asOf, holdDays),
    cents: row.cents,
    heldReason: row.heldReason,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    recordedAt: row.recordedAt.toISOString(),
    dueAt: dueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidBy: row.paidById ? { id: row.paidById, name: row.paidByName ?? '' } : null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    run: row.runId
      ? {
          id: row.runId,
          createdAt: (row.runCreatedAt as Date).toISOString(),
          paidAt: row.runPaidAt?.toISOString() ?? null,
        }
      : null,
  }
}

/**
 * A partner's ledger at `asOf`: its balances by state (decision 028), added up by the database with the
 * same rules `ledgerState` reads one entry by, and one page of its entries, newest first, optionally in
 * one state. The total is every entry not voided.
 */
export async function getPartnerLedger(
  db: Db,
  partnerId: string,
  query: LedgerQuery,
  holdDays: number,
  asOf = new Date(),
) {
  const [partner] = await db
    .select({ id: partners.id, name: partners.name, slug: partners.slug, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
  if (!partner) throw new HttpError(404, 'not_found', 'No such partner')
  const mine = eq(partnerPayouts.partnerId, partnerId)
  const where = and(mine, query.state ? inState(query.state, asOf, holdDays) : undefined)
  const [rows, [matching], balances] = await Promise.all([
    selectEntries(db, where)
      .orderBy(desc(partnerPayouts.createdAt), desc(partnerPayouts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(partnerPayouts).where(where),
    ledgerBalancesOf(db, mine, asOf, holdDays),
  ])
  return {
    partner,
    holdDays,
    asOf: asOf.toISOString(),
    balances,
    entries: rows.map((row) => entryView(row, asOf, holdDays)),
    total: matching?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * The balances of the entries `where` selects, by state at `asOf`: one statement groups them by the state
 * `inState` gives each, and the total is every state but voided.
 */
async function ledgerBalancesOf(db: Db, where: SQL, asOf: Date, holdDays: number): Promise<LedgerBalances> {
  const branches = ledgerStates.map(
    (state) => sql`when ${inState(state, asOf, holdDays)} then ${state}::text`,
  )
  const state = sql<LedgerState>`case ${sql.join(branches, sql` `)} end`
  const rows = await db
    .select({
      state,
      count: count(),
      cents: sql<number>`coalesce(sum(${partnerPayouts.commissionCents}), 0)`.mapWith(Number),
    })
    .from(partnerPayouts)
    .where(where)
    .groupBy(sql`1`)
  const balances = emptyBalances()
  for (const row of rows) {
    balances[row.state] = { count: row.count, cents: row.cents }
    if (row.state === 'voided') continue
    balances.total.count += row.count
    balances.total.cents += row.cents
  }
  return balances
}

/**
 * Releases a commission held as a possible self-referral (decision 028): from then on it falls due by
 * age like any other. An admin's call, recorded with who made it and the reason it was held. One already
 * released (or voided, or paid) is left as it was: `released: false`.
 */
export async function releaseCommission(db: Db, staff: StaffActor, entryId: string, holdDays: number) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        partnerId: partnerPayouts.partnerId,
        orderId: partnerPayouts.orderId,
        status: partnerPayouts.status,
        heldReason: partnerPayouts.heldReason,
      })
      .from(partnerPayouts)
      .where(eq(partnerPayouts.id, entryId))
      .for('update')
    if (!entry) throw new HttpError(404, 'not_found', 'No such ledger entry')
    const released = entry.status === 'pending' && entry.heldReason !== null
    if (released) {
      await tx.update(partnerPayouts).set({ heldReason: null }).where(eq(partnerPayouts.id, entryId))
      await recordStaffAction(tx, staff, 'release-commission', 'partner', entry.partnerId, {
        entryId,
        orderId: entry.orderId,
        heldReason: entry.heldReason,
      })
    }
    const [row] = await selectEntries(tx, eq(partnerPayouts.id, entryId))
    return { released, entry: entryView(row as EntryRow, new Date(), holdDays) }
  })
}
