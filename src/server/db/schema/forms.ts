import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { orders } from './orders'

// notified_at marks the team email as sent; the sweeper re-enqueues rows left without it
const notifiedAt = () => timestamp('notified_at', { withTimezone: true })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    notifiedAt: notifiedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
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
    deadline: text('deadline'),
    finalWishes: text('final_wishes'),
    status: text('status', { enum: ['new', 'quoted', 'paid', 'declined'] })
      .notNull()
      .default('new'),
    quoteCents: integer('quote_cents'),
    orderId: uuid('order_id').references(() => orders.id),
    notifiedAt: notifiedAt(),
    // the customer's acknowledgement ("a quote within 1-2 business days") was sent
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('commission_requests_created_at_idx').on(table.createdAt)],
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
