import { sql } from 'drizzle-orm'
import type { QueueStats } from '../jobs/job-queue'
import type { Services } from '../services'

const checkTimeoutMs = 2_000

export type Readiness = {
  ready: boolean
  /** what failed, in the driver's words: for the log, not the public answer (it can name hosts) */
  errors: { database?: string; queue?: string }
  body: {
    status: 'ready' | 'not_ready'
    /** set while the shop stops: it finishes what it has but should be sent nothing new */
    shuttingDown?: true
    database: 'ok' | 'down'
    queue:
      | { status: 'ok'; depth: number; oldestQueuedSeconds: number | null; active: number; failed: number }
      | { status: 'down' }
    /**
     * who takes payments; `test-checkout-off` (no Stripe keys, TEST_CHECKOUT unset on PostgreSQL) leaves the
     * shop ready, since its pages still serve and only create-payment answers 503
     */
    payments: 'stripe' | 'test-checkout' | 'test-checkout-off'
  }
}

/** Makes `/readyz` answer 503 from now on, so a load balancer stops sending requests while the shop stops. */
export function markNotReady(services: Pick<Services, 'stopping'>) {
  services.stopping.since ??= new Date()
}

/** Whether the shop can take work: its database answers and the job queue can be read, each within 2 s. */
export async function checkReadiness(
  services: Pick<Services, 'db' | 'jobs' | 'payments' | 'stopping'>,
): Promise<Readiness> {
  const shuttingDown = services.stopping.since !== undefined
  const [database, queue] = await Promise.allSettled([
    withTimeout(services.db.execute(sql`select 1`), 'the database'),
    withTimeout(services.jobs.stats(), 'the job queue'),
  ])
  const errors = {
    ...(database.status === 'rejected' ? { database: messageOf(database.reason) } : {}),
    ...(queue.status === 'rejected' ? { queue: messageOf(queue.reason) } : {}),
  }
  const ready = !shuttingDown && database.status === 'fulfilled' && queue.status === 'fulfilled'
  return {
    ready,
    errors,
    body: {
      status: ready ? 'ready' : 'not_ready',
      ...(shuttingDown ? { shuttingDown: true as const } : {}),
      database: database.status === 'fulfilled' ? 'ok' : 'down',
      queue: queue.status === 'fulfilled' ? summarise(queue.value) : { status: 'down' },
      payments: paymentsState(services.payments),
    },
  }
}

function paymentsState(payments: Services['payments']) {
  if (payments.disabled) return 'test-checkout-off'
  return payments.kind === 'stripe' ? 'stripe' : 'test-checkout'
}

function summarise(queues: QueueStats[]) {
  const ages = queues.flatMap((queue) =>
    queue.oldestQueuedSeconds === null ? [] : [queue.oldestQueuedSeconds],
  )
  const total = (field: 'queued' | 'active' | 'failed') =>
    queues.reduce((sum, queue) => sum + queue[field], 0)
  return {
    status: 'ok' as const,
    depth: total('queued'),
    oldestQueuedSeconds: ages.length > 0 ? Math.round(Math.max(...ages)) : null,
    active: total('active'),
    failed: total('failed'),
  }
}

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${checkTimeoutMs} ms`)),
      checkTimeoutMs,
    )
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
