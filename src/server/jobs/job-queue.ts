import { sql } from 'drizzle-orm'
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss'
import type { Logger } from 'pino'
import type { Database, DbTransaction } from '../db/database'
import type { JobDefinition } from './job-definition'
import type { JobTurns } from './job-turns'

type DrizzleTransaction = Parameters<typeof fromDrizzle>[0]

/** pg-boss's priority of an urgent job: its queue's fetch takes the highest first */
const URGENT = 1

/**
 * How often a worker woken by notifications polls anyway: a retry falls due without a notification, so
 * its back-off may run this much longer. Sixteen queues polling every half second kept an idle shop at a
 * tenth of a core.
 */
const NOTIFY_BACKSTOP_SECONDS = 2

export type JobQueue = {
  /**
   * With `tx`, the job is created inside that transaction: it exists exactly when the transaction commits.
   * An `urgent` job is fetched before the others of its queue, and waits less for a busy web (decision 044).
   */
  send<T>(
    job: JobDefinition<T>,
    data: T,
    options?: { singletonKey?: string; tx?: DbTransaction; urgent?: boolean },
  ): Promise<string | null>
  /** `onExhausted` runs when the last retry of a job has failed, with the error that ended it */
  work<T>(
    job: JobDefinition<T>,
    handler: (data: T) => Promise<void>,
    options?: { onExhausted?: (data: T, error: unknown) => Promise<void> },
  ): Promise<void>
  schedule<T>(job: JobDefinition<T>, cron: string, data: T, timeZone: string): Promise<void>
  /** each registered queue's jobs by state, read now through pg-boss's own connection; throws when unreachable */
  stats(): Promise<QueueStats[]>
  stop(): Promise<void>
}

export type QueueStats = {
  name: string
  /** waiting (created or retry), including those not due yet */
  queued: number
  /** waiting for a later start: a retry's back-off or a scheduled start */
  deferred: number
  active: number
  /** failed for good, still kept by pg-boss's retention */
  failed: number
  /** how long the longest-waiting due job has been runnable (since created, or since its retry fell due) */
  oldestQueuedSeconds: number | null
}

/** pg-boss on the shop's own database, so a stored row and its job live and die together. */
export async function startJobQueue(
  database: Database,
  options: {
    url?: string
    /** whether this process works jobs, or only queues them for another that does */
    runsJobs: boolean
    logger: Logger
    /** when jobs run: at once unless told (the job worker beside the web processes waits its turn) */
    turns?: JobTurns
    jobs: ReadonlyArray<
      Pick<JobDefinition<unknown>, 'name' | 'retryLimit' | 'retryDelaySeconds' | 'heartbeatSeconds'>
    >
  },
): Promise<JobQueue> {
  // a process that only queues jobs (SHOP_ROLE=web) leaves pg-boss's upkeep and schedules to the workers
  // A job's heartbeat is checked on the monitor's pass: at its default minute, a job whose worker died or
  // lost the database while settling it stayed active a minute past its heartbeat before it was retried
  const upkeep = {
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 10,
  }
  // A new job wakes the workers at once through LISTEN/NOTIFY (in-process on the embedded database), so
  // an idle worker polls only as a backstop: for a retry's back-off, or a listener that lost its server
  const wakeOnNotify = { useListenNotify: options.runsJobs }
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...upkeep, ...wakeOnNotify })
    : new PgBoss({ connectionString: options.url, max: 4, ...upkeep, ...wakeOnNotify })
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'))
  boss.on('warning', (warning) => options.logger.info({ warning: warning.data }, warning.message))
  await boss.start()
  const created = new Set<string>()
  for (const job of options.jobs) {
    const policy = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 300,
      // creating a job notifies the workers listening (see wakeOnNotify)
      notify: true,
      ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
    }
    await boss.createQueue(job.name, policy)
    // a queue made by an earlier start keeps its policy unless told: a changed setting applies at once
    await boss.updateQueue(job.name, policy)
    // A read-only look at each queue loads it into pg-boss's queue cache now. Otherwise the first send
    // inside a transaction would look the queue up on another connection, and on the embedded database
    // that transaction holds the only one.
    await boss.previewRedrive(job.name)
    created.add(job.name)
  }
  const take = options.turns?.take ?? ((work: () => Promise<void>) => work())
  let stopped = false
  function ensureQueue(job: JobDefinition<unknown>) {
    if (!created.has(job.name)) throw new Error(`job ${job.name} is not registered with the queue`)
  }

  return {
    async send(job, data, sendOptions = {}) {
      ensureQueue(job as JobDefinition<unknown>)
      const { tx, singletonKey, urgent } = sendOptions
      return boss.send(job.name, job.schema.parse(data) as object, {
        singletonKey,
        ...(urgent ? { priority: URGENT } : {}),
        // drizzle's generic result type hides that both drivers return { rows }, which is all pg-boss reads
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransaction, sql) } : {}),
      })
    },
    async work(job, handler, workOptions = {}) {
      ensureQueue(job as JobDefinition<unknown>)
      // batches keep a backlog moving (a full batch fetches the next at once instead of waiting for the
      // poll); each job still succeeds or fails on its own
      await boss.work(
        job.name,
        {
          // when the listener cannot be set up (pg-boss warns, and the log says so) this poll is all there is
          pollingIntervalSeconds: 0.5,
          notifyPollingIntervalSeconds: NOTIFY_BACKSTOP_SECONDS,
          includeMetadata: true,
          perJobResults: true,
          batchSize: 4,
          burstWhenBatchFull: true,
          localConcurrency: job.concurrency ?? 1,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async ({ id, data, retryCount, retryLimit, startAfter, priority }) => {
              const log = options.logger.child({ job: job.name, jobId: id, retryCount })
              try {
                await take(() => handler(job.schema.parse(data)), {
                  dueSince: startAfter,
                  urgent: priority >= URGENT,
                })
                log.debug('job done')
                return { id, status: 'completed' as const }
              } catch (error) {
                log.warn({ err: error }, 'job failed')
                if (retryCount >= retryLimit && workOptions.onExhausted) {
                  await workOptions
                    .onExhausted(job.schema.parse(data), error)
                    .catch((failure) => log.error({ err: failure }, 'could not record the failed job'))
                }
                const message = error instanceof Error ? error.message : String(error)
                return { id, status: 'failed' as const, output: { message } }
              }
            }),
          ),
      )
    },
    async schedule(job, cron, data, timeZone) {
      ensureQueue(job as JobDefinition<unknown>)
      await boss.schedule(job.name, cron, job.schema.parse(data) as object, { tz: timeZone })
    },
    async stats() {
      if (stopped) throw new Error('the job queue is stopped')
      // live counts, not pg-boss's cached ones (refreshed once a minute), so a scrape sees a job at once
      const { rows } = await boss.getDb().executeSql(queueStatsSql, [[...created]])
      const byName = new Map((rows as QueueStatsRow[]).map((row) => [row.name, row]))
      return [...created].map((name) => {
        const row = byName.get(name)
        return {
          name,
          queued: row?.queued ?? 0,
          deferred: row?.deferred ?? 0,
          active: row?.active ?? 0,
          failed: row?.failed ?? 0,
          oldestQueuedSeconds: row?.oldest_seconds == null ? null : Math.max(0, Number(row.oldest_seconds)),
        }
      })
    },
    async stop() {
      stopped = true
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}

type QueueStatsRow = {
  name: string
  queued: number
  deferred: number
  active: number
  failed: number
  oldest_seconds: number | string | null
}

// every queue's jobs are in pgboss.job; the completed and cancelled ones pg-boss keeps for a while, the
// bulk of the table, are left out by the state filter
const queueStatsSql = `
  select name,
    (count(*) filter (where state in ('created', 'retry')))::int as queued,
    (count(*) filter (where state in ('created', 'retry') and start_after > now()))::int as deferred,
    (count(*) filter (where state = 'active'))::int as active,
    (count(*) filter (where state = 'failed'))::int as failed,
    extract(epoch from now() - min(greatest(created_on, start_after))
      filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest_seconds
  from pgboss.job
  where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
  group by name`
