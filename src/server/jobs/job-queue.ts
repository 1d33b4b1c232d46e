import { sql } from 'drizzle-orm'
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss'
import type { Logger } from 'pino'
import type { Database, DbTransaction } from '../db/database'
import type { JobDefinition } from './job-definition'

type DrizzleTransaction = Parameters<typeof fromDrizzle>[0]

export type JobQueue = {
  /** with `tx`, the job is created inside that transaction: it exists exactly when the transaction commits */
  send<T>(
    job: JobDefinition<T>,
    data: T,
    options?: { singletonKey?: string; tx?: DbTransaction },
  ): Promise<string | null>
  /** `onExhausted` runs when the last retry of a job has failed, with the error that ended it */
  work<T>(
    job: JobDefinition<T>,
    handler: (data: T) => Promise<void>,
    options?: { onExhausted?: (data: T, error: unknown) => Promise<void> },
  ): Promise<void>
  schedule<T>(job: JobDefinition<T>, cron: string, data: T, timeZone: string): Promise<void>
  stop(): Promise<void>
}

/** pg-boss on the shop's own database, so a stored row and its job live and die together. */
export async function startJobQueue(
  database: Database,
  options: {
    url?: string
    logger: Logger
    jobs: ReadonlyArray<
      Pick<JobDefinition<unknown>, 'name' | 'retryLimit' | 'retryDelaySeconds' | 'heartbeatSeconds'>
    >
  },
): Promise<JobQueue> {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', superviseIntervalSeconds: 5 })
    : new PgBoss({ connectionString: options.url, max: 4, superviseIntervalSeconds: 5 })
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'))
  await boss.start()
  const created = new Set<string>()
  for (const job of options.jobs) {
    const policy = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 300,
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
  function ensureQueue(job: JobDefinition<unknown>) {
    if (!created.has(job.name)) throw new Error(`job ${job.name} is not registered with the queue`)
  }

  return {
    async send(job, data, sendOptions = {}) {
      ensureQueue(job as JobDefinition<unknown>)
      const { tx, singletonKey } = sendOptions
      return boss.send(job.name, job.schema.parse(data) as object, {
        singletonKey,
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
          pollingIntervalSeconds: 0.5,
          includeMetadata: true,
          perJobResults: true,
          batchSize: 4,
          burstWhenBatchFull: true,
          localConcurrency: job.concurrency ?? 1,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async ({ id, data, retryCount, retryLimit }) => {
              const log = options.logger.child({ job: job.name, jobId: id, retryCount })
              try {
                await handler(job.schema.parse(data))
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
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}
