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

  let peak = { unfulfilled: 0, queuedJobs: 0 }
  let sampling: Promise<void> | null = null
  let stopSampling = false

  return {
    read,
    /** samples every 250 ms until `stopPeak`, which answers the peak */
    startPeak() {
      peak = { unfulfilled: 0, queuedJobs: 0 }
      stopSampling = false
      sampling = (async () => {
        while (!stopSampling) {
          const now = await read().catch(() => null)
          if (now)
            peak = {
              unfulfilled: Math.max(peak.unfulfilled, now.unfulfilled),
              queuedJobs: Math.max(peak.queuedJobs, now.queuedJobs),
            }
          await sleep(250)
        }
      })()
    },
    async stopPeak() {
      stopSampling = true
      await sampling
      return peak
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
    close: () => db.end(),
  }
}
