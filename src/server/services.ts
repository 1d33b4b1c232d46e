import type { Logger } from 'pino'
import type Stripe from 'stripe'
import type { Auth } from './auth/create-auth'
import type { Config } from './config'
import type { Database, Db } from './db/database'
import type { Narration } from './fulfilment/narration/narrate-scroll'
import type { ScrollRenderer } from './fulfilment/scroll-pdf/scroll-renderer'
import type { ScrollWriter } from './fulfilment/writer/scroll-writer'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './mail/mailer'
import type { OrderIntake } from './orders/order-intake'
import type { PaymentProvider } from './orders/payment-provider'
import type { RecipientKeys } from './recipients/recipient-hash'
import type { Moderator } from './screening/moderation'
import type { Storage } from './storage/storage'

/** What the shop's verbs and handlers work with; built once at start (or per test file). */
export type Services = {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
  jobs: JobQueue
  storage: Storage
  payments: PaymentProvider
  /** places new orders, in batches when they arrive together */
  orders: OrderIntake
  scribe: ScrollWriter
  /** seals scrolls as PDFs, in renderer processes beside the shop's */
  renderer: ScrollRenderer
  /** the herald: reads a scroll aloud, in a process of its own */
  narrator: { narrate(text: string): Promise<Narration> }
  /** set when payments go through Stripe; verifies its webhooks */
  stripe?: Stripe
  /** a second opinion on customers' text (MODERATION_URL), when the shop has one */
  moderator?: Moderator
  /** accounts, sessions and the second factor (better-auth) */
  auth: Auth
  /** keys the hash of a recipient's address and signs the links in their emails (from the auth secret) */
  recipientKeys: RecipientKeys
  logger: Logger
  /** set once this shop begins to stop: `/readyz` answers 503 from then on (`markNotReady`) */
  stopping: { since?: Date }
}
