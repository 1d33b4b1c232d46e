import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { orders } from './orders'

// notified_at marks the team email as sent; the sweeper re-enqueues rows left without it
const notifiedAt = () => timestamp('notified_at', { withTimezone: true })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
// the back office's inbox state of a message: opened, handled, and the staff member it is given to
const inboxState = () => ({
  readAt: timestamp('read_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ...inboxState(),
    notifiedAt: notifiedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

/**
 * A member of staff's answer to a contact message, emailed to its sender from the Inbox (decision 068).
 * The letter's Message-ID is where the mail log (`sent_emails`) says whether it went.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    emailMessageId: text('email_message_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.contactMessageId, table.createdAt)],
)

export const careerApplications = pgTable(
  'career_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['scribe', 'herald'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    experience: text('experience').notNull(),
    portfolio: text('portfolio'),
    socialHandles: text('social_handles'),
    followerCount: text('follower_count'),
    campaignExperience: text('campaign_experience'),
    // what staff decided; reviewed, rejected and invited each send the applicant an email
    reviewStatus: text('review_status', { enum: ['new', 'reviewed', 'rejected', 'invited'] })
      .notNull()
      .default('new'),
    ...inboxState(),
    notifiedAt: notifiedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('career_applications_created_at_idx').on(table.createdAt)],
)

export const commissionRequests = pgTable(
  'commission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    target: text('target').notNull(),
    tale: text('tale').notNull(),
    style: text('style'),
    length: text('length'),
    voiceNarration: boolean('voice_narration').notNull().default(false),
    anonymousDelivery: boolean('anonymous_delivery').notNull().default(false),
    // where the sealed saga is emailed; null: it comes to the customer to pass on (required when anonymous)
    recipientEmail: text('recipient_email'),
    deadline: text('deadline'),
    finalWishes: text('final_wishes'),
    status: text('status', { enum: ['new', 'quoted', 'paid', 'declined'] })
      .notNull()
      .default('new'),
    quoteCents: integer('quote_cents'),
    orderId: uuid('order_id').references(() => orders.id),
    ...inboxState(),
    notifiedAt: notifiedAt(),
    // the customer's acknowledgement ("a quote within 1-2 business days") was sent
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('commission_requests_created_at_idx').on(table.createdAt)],
)

/**
 * A quote staff wrote on a commission request (product decision 15): its price, delivery time and message
 * go to the customer with a payment link carrying `token`, which works until `expires_at`; paying it
 * places an ordinary order at exactly this price.
 */
export const commissionQuotes = pgTable(
  'commission_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => commissionRequests.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    message: text('message').notNull(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('commission_quotes_request_idx').on(table.requestId, table.createdAt),
    check('commission_quotes_price_positive', sql`${table.priceCents} > 0`),
    check('commission_quotes_delivery_days_positive', sql`${table.deliveryDays} > 0`),
  ],
)

// the 3-per-day free sample quota, counted per client on the server
export const freeSampleUsage = pgTable(
  'free_sample_usage',
  {
    clientKey: text('client_key').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [uniqueIndex('free_sample_usage_client_day_idx').on(table.clientKey, table.day)],
)

export const lightningRoastEntries = pgTable(
  'lightning_roast_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    targetName: text('target_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lightning_roast_entries_created_at_idx').on(table.createdAt)],
)

export const drawings = pgTable('drawings', {
  id: uuid('id').primaryKey().defaultRandom(),
  // the Monday the draw belongs to; one draw per week
  weekOf: date('week_of').notNull().unique(),
  entryId: uuid('entry_id').references(() => lightningRoastEntries.id),
  entryCount: integer('entry_count').notNull().default(0),
  notifiedAt: notifiedAt(),
  drawnAt: createdAt(),
})
