import { sql } from 'drizzle-orm'
import type { TestShop } from './test-shop'

/**
 * Row counts of every table of the shop, and of pg-boss's jobs, in one query: a rejected request must leave
 * them as they were. `rate_limit_windows` is left out: it counts requests, accepted or refused, by design.
 * The job states tell whether a background job ran meanwhile (one started by an earlier, accepted request),
 * which makes a difference inconclusive rather than the request's doing.
 */
export type Fingerprint = {
  rows: Record<string, number>
  jobsRunning: number
  jobsDue: number
  jobsMoved: number
}

const leftOut = new Set(['rate_limit_windows'])

type Rows<T> = { rows: T[] }

/** How many times every table was counted, for the fuzzer's report. */
export const fullReadings = { count: 0 }

export type ReadFingerprint = (options?: { full?: boolean }) => Promise<Fingerprint>

export async function fingerprinter(shop: TestShop): Promise<ReadFingerprint> {
  const { db } = shop.services
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as Rows<{ name: string }>
  ).rows
    .map((row) => row.name)
    .filter((name) => !leftOut.has(name))
  const counts = tables.map((name) => `'${name}', (select count(*) from "${name}")`).join(', ')
  const query = sql.raw(`select json_build_object(${counts}, 'pgboss.job', jobs.total) as rows,
      jobs.running, jobs.due, jobs.moved
    from (select count(*)::int as total,
      (count(*) filter (where state = 'active'))::int as running,
      (count(*) filter (where state in ('created', 'retry') and start_after <= now()))::int as due,
      (count(*) filter (where state in ('completed', 'failed', 'cancelled', 'retry')) + coalesce(sum(retry_count), 0))::int as moved
      from pgboss.job) as jobs`)
  const nextXid = sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as xid')
  let last: { xid: string; reading: Fingerprint } | undefined
  // Counting every table costs as much as a request: it is done only when some transaction has written
  // since the last count (one that writes is given a transaction id, one that only reads is not)
  return async (options = {}) => {
    const [{ xid } = { xid: '' }] = ((await db.execute(nextXid)) as unknown as Rows<{ xid: string }>).rows
    if (last && last.xid === xid && !options.full) return last.reading
    fullReadings.count += 1
    const result = (await db.execute(query)) as unknown as Rows<{
      rows: Record<string, number | string>
      running: number
      due: number
      moved: number
    }>
    const [row] = result.rows
    if (!row) throw new Error('no fingerprint')
    const rows = Object.fromEntries(Object.entries(row.rows).map(([name, count]) => [name, Number(count)]))
    const reading = {
      rows,
      jobsRunning: Number(row.running),
      jobsDue: Number(row.due),
      jobsMoved: Number(row.moved),
    }
    last = { xid, reading }
    return reading
  }
}

/** The tables whose counts differ, as `name: before -> after`. */
export function rowChanges(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after.rows)
    .filter((name) => before.rows[name] !== after.rows[name])
    .map((name) => `${name}: ${before.rows[name]} -> ${after.rows[name]}`)
}

/** Whether a background job may have written between the two readings. */
export const jobsRanBetween = (before: Fingerprint, after: Fingerprint) =>
  before.jobsRunning > 0 || after.jobsRunning > 0 || before.jobsMoved !== after.jobsMoved

/** Waits until no job is running or due, so the next reading sees only what a request does. */
export async function settleJobs(read: ReadFingerprint, timeoutMs = 20_000): Promise<Fingerprint> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const reading = await read({ full: true })
    if ((reading.jobsRunning === 0 && reading.jobsDue === 0) || Date.now() > deadline) return reading
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
