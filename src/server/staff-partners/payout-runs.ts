import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { runPaysBalance } from '@/domain/partner-ledger'
import type { Db, DbOrTransaction } from '../db/database'
import { partnerPayouts, partners, payoutRuns, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { inState } from './commission-hold'
import { paidTotalsUpdate } from './partner-rollups'

/**
 * Payout runs (decision 028): an admin takes every partner whose due balance is at least a minimum into
 * a run, exports it for PayPal or Wise, and marks it paid once the money has gone.
 */

const dueCents = sql<number>`sum(${partnerPayouts.commissionCents})`.mapWith(Number)

/**
 * Creates a run as of now, in one transaction: every partner whose due entries (commissions past their
 * hold, less the clawbacks of refunds) add up to a positive balance of at least `minimumCents` has
 * exactly those entries attached to the run, and the run keeps their totals. A partner below the minimum,
 * or owing a clawback, is left for a later run. Runs are created one at a time (a table lock), and the
 * entries are taken only if still due and in no run when the statement reaches them, so a refund or
 * another run at the same moment never shares one.
 */
export async function createPayoutRun(db: Db, staff: StaffActor, minimumCents: number, holdDays: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${payoutRuns} in share row exclusive mode`)
    const asOf = new Date()
    const unpaidDue = and(inState('due', asOf, holdDays), isNull(partnerPayouts.payoutRunId))
    const balances = await tx
      .select({ partnerId: partnerPayouts.partnerId, cents: dueCents })
      .from(partnerPayouts)
      .where(unpaidDue)
      .groupBy(partnerPayouts.partnerId)
    const payees = balances
      .filter((row) => runPaysBalance(row.cents, minimumCents))
      .map((row) => row.partnerId)
    if (payees.length === 0) {
      throw new HttpError(409, 'conflict', 'No partner has a due balance of at least the minimum')
    }
    const [run] = await tx
      .insert(payoutRuns)
      .values({ asOf, minimumCents, partnerCount: 0, totalCents: 0, createdBy: staff.id, createdAt: asOf })
      .returning({ id: payoutRuns.id })
    if (!run) throw new Error('payout run insert returned no row')
    const attached = await tx
      .update(partnerPayouts)
      .set({ payoutRunId: run.id })
      .where(and(unpaidDue, inArray(partnerPayouts.partnerId, payees)))
      .returning({ partnerId: partnerPayouts.partnerId, cents: partnerPayouts.commissionCents })
    const perPartner = new Map<string, number>()
    for (const { partnerId, cents } of attached)
      perPartner.set(partnerId, (perPartner.get(partnerId) ?? 0) + cents)
    // a refund that voided an entry between the two statements may leave a partner below the minimum
    const short = [...perPartner]
      .filter(([, cents]) => !runPaysBalance(cents, minimumCents))
      .map(([id]) => id)
    if (short.length > 0) {
      await tx
        .update(partnerPayouts)
        .set({ payoutRunId: null })
        .where(and(eq(partnerPayouts.payoutRunId, run.id), inArray(partnerPayouts.partnerId, short)))
      for (const id of short) perPartner.delete(id)
    }
    if (perPartner.size === 0) {
      throw new HttpError(409, 'conflict', 'No partner has a due balance of at least the minimum')
    }
    const totalCents = [...perPartner.values()].reduce((sum, cents) => sum + cents, 0)
    await tx
      .update(payoutRuns)
      .set({ partnerCount: perPartner.size, totalCents })
      .where(eq(payoutRuns.id, run.id))
    await recordStaffAction(tx, staff, 'create', 'payout-run', run.id, {
      minimumCents,
      partners: perPartner.size,
      totalCents,
    })
    return requireRun(tx, run.id)
  })
}

const runColumns = {
  id: payoutRuns.id,
  asOf: payoutRuns.asOf,
  minimumCents: payoutRuns.minimumCents,
  partnerCount: payoutRuns.partnerCount,
  totalCents: payoutRuns.totalCents,
  createdAt: payoutRuns.createdAt,
  createdById: payoutRuns.createdBy,
  paidAt: payoutRuns.paidAt,
  paidById: payoutRuns.paidBy,
}

type RunRow = typeof payoutRuns.$inferSelect

async function staffNames(db: DbOrTransaction, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((row) => [row.id, row.name]))
}

function runView(
  run: Pick<RunRow, Exclude<keyof RunRow, 'createdBy' | 'paidBy'>> & {
    createdById: string | null
    paidById: string | null
  },
  names: Map<string, string>,
) {
  const who = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null)
  return {
    id: run.id,
    asOf: run.asOf.toISOString(),
    minimumCents: run.minimumCents,
    partnerCount: run.partnerCount,
    totalCents: run.totalCents,
    createdAt: run.createdAt.toISOString(),
    createdBy: who(run.createdById),
    paidAt: run.paidAt?.toISOString() ?? null,
    paidBy: who(run.paidById),
  }
}

/** One page of the runs, newest first. */
export async function listPayoutRuns(db: Db, query: { page: number; pageSize: number }) {
  const [rows, [all]] = await Promise.all([
    db
      .select(runColumns)
      .from(payoutRuns)
      .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(payoutRuns),
  ])
  const names = await staffNames(
    db,
    rows.flatMap((row) => [row.createdById, row.paidById]),
  )
  return { runs: rows.map((row) => runView(row, names)), total: all?.value ?? 0, ...query }
}

/** A run with the partners it pays: each one's amount, email and how many commissions and clawbacks. */
export async function requireRun(db: DbOrTransaction, runId: string) {
  const [run] = await db.select(runColumns).from(payoutRuns).where(eq(payoutRuns.id, runId))
  if (!run) throw new HttpError(404, 'not_found', 'No such payout run')
  const [names, lines] = await Promise.all([
    staffNames(db, [run.createdById, run.paidById]),
    runLines(db, runId),
  ])
  return { ...runView(run, names), partners: lines }
}

function runLines(db: DbOrTransaction, runId: string) {
  return db
    .select({
      partnerId: partners.id,
      name: partners.name,
      slug: partners.slug,
      email: partners.email,
      cents: dueCents,
      commissions: sql<number>`count(*) filter (where ${partnerPayouts.kind} = 'commission')`.mapWith(Number),
      clawbacks: sql<number>`count(*) filter (where ${partnerPayouts.kind} = 'clawback')`.mapWith(Number),
    })
    .from(partnerPayouts)
    .innerJoin(partners, eq(partners.id, partnerPayouts.partnerId))
    .where(eq(partnerPayouts.payoutRunId, runId))
    .groupBy(partners.id)
    .orderBy(desc(dueCents), partners.name, partners.id)
}

export type PayoutRun = Awaited<ReturnType<typeof requireRun>>

/**
 * Marks a run paid by an admin, once: the run and every entry in it get when and by whom, and the
 * partners' paid totals (decision 025) grow in the same statement as the entries. A second call finds
 * the run paid and changes nothing (`marked: false`).
 */
export async function markPayoutRunPaid(db: Db, staff: StaffActor, runId: string) {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [run] = await tx
      .update(payoutRuns)
      .set({ paidAt: now, paidBy: staff.id })
      .where(and(eq(payoutRuns.id, runId), isNull(payoutRuns.paidAt)))
      .returning({ id: payoutRuns.id })
    if (!run) return { marked: false, entries: 0, run: await requireRun(tx, runId) }
    const marked = tx.$with('marked').as(
      tx
        .update(partnerPayouts)
        .set({ status: 'paid', paidAt: now, paidBy: staff.id })
        .where(and(eq(partnerPayouts.payoutRunId, runId), eq(partnerPayouts.status, 'pending')))
        .returning({
          partnerId: partnerPayouts.partnerId,
          kind: partnerPayouts.kind,
          cents: partnerPayouts.commissionCents,
        }),
    )
    const [result] = await tx
      .with(marked, paidTotalsUpdate(tx, marked))
      .select({ entries: count(), cents: sql<number>`coalesce(sum(${marked.cents}), 0)`.mapWith(Number) })
      .from(marked)
    await recordStaffAction(tx, staff, 'mark-paid', 'payout-run', runId, {
      entries: result?.entries ?? 0,
      cents: result?.cents ?? 0,
    })
    return { marked: true, entries: result?.entries ?? 0, run: await requireRun(tx, runId) }
  })
}
