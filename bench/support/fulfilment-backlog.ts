import pg from 'pg'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type Backlog = { unfulfilled: number; queuedJobs: number; failed: number }

/**
 * Watches a shop's fulfilment from its database: orders paid but not completed, the fulfilment jobs
 * pg-boss holds queued (created or waiting to retry), and the orders that failed.
 */
export async function watchFulfilment(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  // pg-boss keeps its jobs in schema pgboss; a shop that has not made it yet has no queued job
  const read = async (): Promise<Backlog> => {
    const { rows } = await db.query<Backlog>(`
      select
        (select count(*)::int from orders where status in ('paid', 'drafted', 'sent')) as unfulfilled,
        (select count(*)::int from orders where status = 'failed') as failed,
        coalesce((select count(*)::int from pgboss.job
                  where name in ('fulfil-order', 'fulfilment-step') and state in ('created', 'retry')), 0)
          as "queuedJobs"`)
    return rows[0] ?? { unfulfilled: 0, queuedJobs: 0, failed: 0 }
  }

  return {
    read,
    /**
     * The most paid orders waiting for fulfilment at once since `since`, and the most fulfilment jobs
     * waiting for a worker, worked out afterwards from the orders' history and pg-boss's rows (it keeps
     * finished jobs for days). Nothing is read while customers are buying, so watching costs the shop
     * nothing; the backlog is assumed empty at `since`, as each phase starts after the last has drained.
     */
    async peakSince(since: Date): Promise<{ unfulfilled: number; queuedJobs: number }> {
      // each order counts from its payment until its first completion or failure
      const orders = await db.query<{ peak: number }>(
        `select coalesce(max(waiting), 0)::int as peak from (
           select sum(change) over (order by at, change rows unbounded preceding) as waiting from (
             select paid_at as at, 1 as change from orders where paid_at >= $1
             union all
             select min(e.created_at), -1 from order_status_events e join orders o on o.id = e.order_id
             where o.paid_at >= $1 and e.to_status in ('completed', 'failed')
             group by e.order_id
           ) as changes) as running`,
        [since],
      )
      const jobs = await db.query<{ peak: number }>(
        `select coalesce(max(waiting), 0)::int as peak from (
           select sum(change) over (order by at, change rows unbounded preceding) as waiting from (
             select created_on as at, 1 as change from pgboss.job
             where name in ('fulfil-order', 'fulfilment-step') and created_on >= $1
             union all
             select started_on, -1 from pgboss.job
             where name in ('fulfil-order', 'fulfilment-step') and created_on >= $1 and started_on is not null
           ) as changes) as running`,
        [since],
      )
      return { unfulfilled: orders.rows[0]?.peak ?? 0, queuedJobs: jobs.rows[0]?.peak ?? 0 }
    },
    /**
     * Waits until no paid order is left unfulfilled, within `boundSeconds`; then the time from `sinceEpochMs`
     * to the last order's completion, as the shop recorded it in the order's history.
     */
    async drain(sinceEpochMs: number, boundSeconds: number) {
      const deadline = Date.now() + boundSeconds * 1000
      let now = await read()
      while (now.unfulfilled > 0 && Date.now() < deadline) {
        await sleep(250)
        now = await read()
      }
      const { rows } = await db.query<{ last: number | null }>(
        `select extract(epoch from max(created_at))::float * 1000 as last
         from order_status_events where to_status = 'completed'`,
      )
      const last = rows[0]?.last ?? null
      return {
        drained: now.unfulfilled === 0,
        left: now.unfulfilled,
        failed: now.failed,
        ms: last === null ? Number.NaN : Math.max(0, last - sinceEpochMs),
      }
    },
    /** orders fulfilment has touched at all: a shop with no job work leaves every paid order paid */
    async fulfilmentRan() {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from orders where status in ('drafted', 'sent', 'completed', 'failed')`,
      )
      return (rows[0]?.n ?? 0) > 0
    },
    /**
     * Vacuums and analyzes the shop's database, as PostgreSQL's autovacuum does once a burst has left
     * dead rows behind. A server may run with autovacuum off (this machine's does), and then every phase
     * would find the last one's dead rows in the tables it reads: most in `all`, whose fulfilment
     * updates each order several times, where `web` updates it once.
     */
    async vacuum() {
      await db.query('vacuum (analyze)')
    },
    close: () => db.end(),
  }
}
