import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_COMMISSION_HOLD_DAYS } from '@/domain/partner-ledger'

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Scrolls of Fury <ravens@scrollsoffury.shop>'),
  TEAM_MAILBOX: z.email().default('council@scrollsoffury.shop'),
  STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  // another Stripe API host, for a local stand-in in tests; unset means api.stripe.com
  STRIPE_API_URL: z.url().optional(),
  // an OpenAI-compatible chat endpoint (base URL, e.g. http://host/v1) that writes scrolls; unset: the engine
  SCRIBE_LLM_URL: z.url().optional(),
  SCRIBE_LLM_API_KEY: z.string().min(1).optional(),
  SCRIBE_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  SCRIBE_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // drafts the model may write again after one is refused (told why) before the engine writes the scroll
  SCRIBE_LLM_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
  // connections each process of the shop keeps to PostgreSQL at most (its job queue keeps up to 4 more)
  DATABASE_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(10),
  // what this process does: `web` serves pages and the API and queues jobs, `worker` runs the jobs (and
  // answers /healthz and /readyz alone), `all` both; on PostgreSQL `all` runs its jobs in a child process
  SHOP_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  // processes serving pages and the API on one port, for a machine with cores to spare; PostgreSQL only
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  // seconds a stopping instance goes on serving after /readyz has turned 503, so that a load balancer which
  // polls /readyz takes it out before it stops listening; 0 (no balancer, or one that retries elsewhere)
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(30).default(0),
  // processes that render scroll PDFs beside the shop; 0 renders them in the shop's own process
  SCROLL_RENDERERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  SHOP_TZ: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone such as Europe/London')
    .default('UTC'),
  // days a partner commission stays pending, while its order can still be refunded, before it falls due
  COMMISSION_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_COMMISSION_HOLD_DAYS),
  // unset: demo partners go into an empty embedded database only, never into a PostgreSQL one by surprise
  SEED_DEMO_DATA: booleanFromString.optional(),
  // off under `npm run dev`, where Vite serves the pages with hot reload and proxies /api here
  SERVE_WEB_APP: booleanFromString.default(true),
  // where the built web app is read from (tests build into their own folder)
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // how many times fulfilment retries a step (10 s apart, doubling up to 5 min) before the order is marked
  // failed, for staff to retry from the back office
  FULFILMENT_RETRIES: z.coerce.number().int().min(0).max(50).default(10),
  TRUST_PROXY: booleanFromString.default(false),
  // signs session cookies and encrypts second-factor secrets; every instance of one shop needs the same.
  // Unset: one is made on the first start and kept in $DATA_DIR/auth-secret
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  // an admin account made (or promoted) at start, as `npm run admin -- create` does
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  // staff and admins without a second factor can reach nothing but its enrolment
  STAFF_REQUIRE_2FA: booleanFromString.default(false),
  // a Prometheus scraper sends it as `Authorization: Bearer …` to read /metrics; unset: staff sessions only
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // `flagged`: a person reads the orders the screen is unsure of before anything is sent; `all`: every order
  SCROLL_REVIEW: z.enum(['flagged', 'all']).default('flagged'),
  // an OpenAI-compatible /v1/moderations endpoint asked for a second opinion on every text a customer types
  MODERATION_URL: z.url().optional(),
  MODERATION_API_KEY: z.string().min(1).optional(),
  MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // at most this many scrolls to one recipient address in seven days, from all customers together
  RECIPIENT_WEEKLY_LIMIT: z.coerce.number().int().min(1).max(1_000).default(3),
  // days the link to a customer's private page of their order works, from the letter that carries it
  ORDER_PAGE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // the built-in test checkout on PostgreSQL without Stripe keys: off unless said, so a deployment that
  // forgot its keys takes no order for free (the embedded database keeps it, for trying the shop)
  TEST_CHECKOUT: booleanFromString.optional(),
  // DKIM signing of outgoing mail (nodemailer's own): set all three or none
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  // read by the integration tests only: a PostgreSQL server to create their throwaway databases on
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
})

export type Config = z.infer<typeof configSchema> & {
  dataDir: string
  /** where the embedded database lives: a folder under DATA_DIR, or memory:// for a throwaway one */
  pgliteDir: string
  /** a dump of an embedded database (PGlite's `dumpDataDir`) that a new one starts as, never set from the environment */
  pgliteStartingCopy?: Blob
  webDistDir: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // an empty variable in .env means "not set", so defaults apply
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = configSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3')
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    )
  }
  if (!config.DATABASE_URL && config.SHOP_ROLE !== 'all') {
    throw new ConfigError(
      `Invalid configuration:\n  SHOP_ROLE: ${config.SHOP_ROLE} needs DATABASE_URL (PostgreSQL), shared with the processes in the other role; the embedded database belongs to one process, so leave SHOP_ROLE unset (all)`,
    )
  }
  if (config.WEB_PROCESSES > 1 && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PROCESSES: more than one needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process',
    )
  }
  if (config.WEB_PROCESSES > 1 && config.SHOP_ROLE === 'worker') {
    throw new ConfigError('Invalid configuration:\n  WEB_PROCESSES: a worker serves no pages; leave it unset')
  }
  const dkim = [config.DKIM_DOMAIN, config.DKIM_SELECTOR, config.DKIM_PRIVATE_KEY]
  if (dkim.some((value) => value === undefined) && dkim.some((value) => value !== undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: set all three or none',
    )
  }
  if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither')
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    pgliteDir: path.join(path.resolve(config.DATA_DIR), 'db'),
    webDistDir: path.resolve(import.meta.dirname, '../..', config.WEB_DIST_DIR),
  }
}
