import path from 'node:path'
import pino, { type DestinationStream, type Logger } from 'pino'
import { authSecret } from './auth/auth-secret'
import { createAuth } from './auth/create-auth'
import type { Config } from './config'
import { openDatabase } from './db/database'
import { narrateScroll } from './fulfilment/narration/narrate-scroll'
import { oneAtATime } from './fulfilment/narration-delivery/one-at-a-time'
import { createScrollRenderer } from './fulfilment/scroll-pdf/scroll-renderer'
import { createModelWriter } from './fulfilment/writer/model-writer'
import { engineWriter } from './fulfilment/writer/scroll-writer'
import { logContextMixin } from './http/log-context'
import { startJobQueue } from './jobs/job-queue'
import type { JobTurns } from './jobs/job-turns'
import { dkimOptions } from './mail/dkim'
import type { Mailer } from './mail/mailer'
import { createOutboxMailer } from './mail/outbox-mailer'
import { recordedMailer } from './mail/recorded-mailer'
import { createSmtpMailer } from './mail/smtp-mailer'
import { createOrderIntake } from './orders/order-intake'
import { createPaymentProvider } from './payments/create-payment-provider'
import { recipientKeys } from './recipients/recipient-hash'
import { createModerator } from './screening/moderation'
import type { Services } from './services'
import { createStorage } from './storage/create-storage'
import { recordStoredFiles } from './storage/recorded-storage'
import { configuredJobs, registerWorkers } from './workers'

/**
 * What one process of the shop does: `web` serves pages and the API and queues jobs, `worker` runs them,
 * `all` both in one process (the embedded database, and the tests).
 */
export type ProcessRole = 'web' | 'worker' | 'all'

/** Opens every provider the config names, applies migrations and, unless `web`, starts the job workers. */
export async function startServices(
  config: Config,
  logger: Logger = createLogger(config),
  role: ProcessRole = 'all',
  options: { jobTurns?: JobTurns } = {},
): Promise<Services> {
  const runsJobs = role !== 'web'
  // before anything opens: a DKIM key that cannot be read stops the start
  const dkim = dkimOptions(config)
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    pgliteStartingCopy: config.pgliteStartingCopy,
    connections: config.DATABASE_CONNECTIONS,
  })
  const provider: Mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, dkim })
    : createOutboxMailer({
        db: database.db,
        directory: path.join(config.dataDir, 'outbox'),
        from: config.MAIL_FROM,
      })
  const storage = recordStoredFiles(await createStorage(config), database.db)
  const mailer = recordedMailer(provider, { db: database.db, storage, from: config.MAIL_FROM, logger, dkim })
  const jobs = await startJobQueue(database, {
    url: config.DATABASE_URL,
    runsJobs,
    logger,
    jobs: configuredJobs(config),
    turns: options.jobTurns,
  })
  const { payments, stripe } = await createPaymentProvider(config, database.db)
  const secret = await authSecret(config)
  const services: Services = {
    stopping: {},
    config,
    database,
    db: database.db,
    mailer,
    storage,
    jobs,
    logger,
    payments,
    orders: createOrderIntake({ db: database.db, payments, logger }),
    stripe,
    scribe: config.SCRIBE_LLM_URL
      ? createModelWriter({
          url: config.SCRIBE_LLM_URL,
          apiKey: config.SCRIBE_LLM_API_KEY,
          model: config.SCRIBE_LLM_MODEL,
          timeoutMs: config.SCRIBE_LLM_TIMEOUT_MS,
          retries: config.SCRIBE_LLM_RETRIES,
          onFallback: (error) =>
            logger.warn({ err: error }, 'scroll model failed; the engine wrote the scroll'),
        })
      : engineWriter,
    moderator: createModerator(config),
    renderer: createScrollRenderer({ processes: config.SCROLL_RENDERERS, logger }),
    narrator: { narrate: oneAtATime((text: string) => narrateScroll(text)) },
    auth: createAuth({ db: database.db, config, secret }),
    recipientKeys: recipientKeys(secret),
  }
  if (runsJobs) await registerWorkers(services)
  return services
}

export async function stopServices(services: Services) {
  await services.orders.drain()
  await services.jobs.stop()
  await services.renderer.close()
  await services.mailer.close()
  await services.database.close()
}

/** The shop's logger: JSON lines on stdout (or `destination`), each written during a request with its id. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino({ level: config.LOG_LEVEL, base: { service: 'shop' }, mixin: logContextMixin }, destination)
}
