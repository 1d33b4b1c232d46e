import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { CURRENCY } from '@/domain/money'
import { fulfilmentSteps, orderStatuses, paymentStatuses } from '@/domain/order-lifecycle'
import type { ScreenFinding } from '../../screening/screening'
import { users } from './auth'

const cents = (name: string) => integer(name).notNull().default(0)

/**
 * The names an order is found by (decision 066), as `order_names` (a function of migration 0020) makes
 * them: for each name, the customer's, the recipient's and each target's (a bundle's target_name lists
 * them with commas), every run of its words that ends with its last, and each word followed by such a
 * run, split at spaces and punctuation and lower-cased. "Lady Ada Vane" gives 'lady ada vane',
 * 'lady vane', 'ada vane' and 'vane'; a search is the start of one of them.
 */
export const orderNames = (names: {
  customerName: PgColumn
  recipientName: PgColumn
  targetName: PgColumn
}) => sql`order_names(${names.customerName}, ${names.recipientName}, ${names.targetName})`

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the human reference in emails and staff screens; never used to look an order up publicly
    orderNumber: integer('order_number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    kind: text('kind', { enum: ['single', 'love', 'bundle', 'commission'] }).notNull(),
    scrollType: text('scroll_type').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    targetName: text('target_name').notNull(),
    grievance: text('grievance').notNull().default(''),
    intensity: integer('intensity'),
    style: text('style'),
    tone: text('tone'),
    specificRequests: text('specific_requests'),
    generationalContext: text('generational_context'),
    // formatting flags and upsells as the customer chose them (allCaps, multiPage, voiceNarration, ...)
    options: jsonb('options').$type<Record<string, boolean>>().notNull().default({}),
    // the pages a commission's length bought ("3-5 pages" is 4); other scrolls take their product's pages
    scrollPages: integer('scroll_pages'),
    anonymousDelivery: boolean('anonymous_delivery').notNull().default(false),
    deliverySpeed: text('delivery_speed', { enum: ['standard', 'immediate', 'priority', 'extra-rapid'] })
      .notNull()
      .default('standard'),
    bundleId: text('bundle_id'),
    bundleReason: text('bundle_reason'),
    additionalDetails: text('additional_details'),
    basePriceCents: cents('base_price_cents'),
    immediateDeliveryFeeCents: cents('immediate_delivery_fee_cents'),
    phoneDelivery: boolean('phone_delivery').notNull().default(false),
    phoneDeliveryFeeCents: cents('phone_delivery_fee_cents'),
    priorityDelivery: boolean('priority_delivery').notNull().default(false),
    priorityDeliveryFeeCents: cents('priority_delivery_fee_cents'),
    extraRapidDelivery: boolean('extra_rapid_delivery').notNull().default(false),
    extraRapidDeliveryFeeCents: cents('extra_rapid_delivery_fee_cents'),
    physicalDelivery: boolean('physical_delivery').notNull().default(false),
    physicalDeliveryFeeCents: cents('physical_delivery_fee_cents'),
    mailingAddress: text('mailing_address'),
    upsellsFeeCents: cents('upsells_fee_cents'),
    discountKind: text('discount_kind', { enum: ['partner', 'early-bird'] }),
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent'),
    discountCents: cents('discount_cents'),
    totalPriceCents: integer('total_price_cents').notNull(),
    // the quote as the customer saw it: one line per item, the discount as a negative line
    quoteLines: jsonb('quote_lines')
      .$type<Array<{ code: string; label: string; cents: number }>>()
      .notNull()
      .default([]),
    priceList: text('price_list', { enum: ['list', 'partner'] })
      .notNull()
      .default('list'),
    currency: text('currency').notNull().default(CURRENCY),
    status: text('status', { enum: orderStatuses }).notNull().default('pending_payment'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    // the partner slug this order is attributed to (referral link or partner code)
    partnerRef: text('partner_ref'),
    paymentProvider: text('payment_provider'),
    paymentSessionId: text('payment_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // when the scroll is promised, by delivery option (set when paid)
    dueAt: timestamp('due_at', { withTimezone: true }),
    receiptMessageId: text('receipt_message_id'),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    scrollText: text('scroll_text'),
    failureReason: text('failure_reason'),
    // the fulfilment step a failed order stopped at, where a retry starts again
    failedStep: text('failed_step', { enum: fulfilmentSteps }),
    // what the screen found at checkout or in the written scroll, for the person who reviews the order
    reviewFindings: jsonb('review_findings').$type<ScreenFinding[]>().notNull().default([]),
    // why the order waits for a person: the findings in words, a moderation service that did not answer,
    // or a shop that reads every order (SCROLL_REVIEW=all)
    reviewReason: text('review_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    // a person approved it: fulfilment goes on and it is not held again
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    // the customer shares the partner's email or sign-in address: flagged for staff, commission held
    selfReferral: boolean('self_referral').notNull().default(false),
    // the address the order was placed from, as the rate limits decide it (TRUST_PROXY); null when unknown
    clientIp: text('client_ip'),
    // what has been given back to the customer, in cents: part of the payment, or all of it once refunded
    refundedCents: cents('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt),
    index('orders_partner_ref_created_at_idx').on(table.partnerRef, table.createdAt),
    // paid partner orders only: partner analytics count and sum them, and read each partner's newest,
    // from the index alone
    index('orders_partner_paid_idx')
      .on(table.partnerRef, table.createdAt, table.totalPriceCents)
      .where(sql`${table.paymentStatus} = 'paid' and ${table.partnerRef} is not null`),
    // the staff order queue (decision 030): each filter and sort reads its page and count off an index
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    // status last: a product's count with a status filter is read from this index alone
    index('orders_scroll_type_created_at_idx').on(table.scrollType, table.createdAt, table.status),
    index('orders_total_idx').on(table.totalPriceCents, table.orderNumber),
    index('orders_due_at_idx').on(table.dueAt, table.orderNumber),
    index('orders_customer_email_idx').on(sql`lower(${table.customerEmail})`),
    // a name search reads the names of the customer, the recipient and every target (decision 066)
    index('orders_names_idx').using('gin', orderNames(table)),
    uniqueIndex('orders_payment_session_idx').on(table.paymentSessionId),
    check('orders_total_non_negative', sql`${table.totalPriceCents} >= 0`),
    check('orders_refunded_non_negative', sql`${table.refundedCents} >= 0`),
  ],
)

/** An order as stored: what every part of the shop that reads or moves an order works with. */
export type Order = typeof orders.$inferSelect

export const orderTargets = pgTable(
  'order_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    scrollType: text('scroll_type').notNull(),
    reason: text('reason'),
    tone: text('tone'),
    writingStyle: text('writing_style'),
    intensity: text('intensity'),
    specialInstructions: text('special_instructions'),
    scrollText: text('scroll_text'),
  },
  (table) => [uniqueIndex('order_targets_order_position_idx').on(table.orderId, table.position)],
)

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    // who moved it: the shop, the customer, or a member of staff (then their account)
    actor: text('actor', { enum: ['system', 'customer', 'staff'] })
      .notNull()
      .default('system'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
)

// every checkout started for an order; the local test checkout keeps its whole state here
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    // what the local test checkout has given back of it (Stripe keeps its own account of refunds)
    refundedCents: integer('refunded_cents').notNull().default(0),
    url: text('url').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_sessions_order_idx').on(table.orderId)],
)

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    // the provider's refund, once the whole payment was returned
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_session_idx').on(table.sessionId)],
)

// One row per early-bird place; an order holds at most one and the table never grows past the limit. The
// place is claimed before its order row is written (the claim decides the price), so order_id has no
// foreign key. An unpaid order holds its place until held_until; paying sets paid_at on this very row, so
// a claim freeing the lapsed place and the payment keeping it wait for each other and only one wins.
export const earlyBirdSlots = pgTable('early_bird_slots', {
  slot: integer('slot').primaryKey(),
  orderId: uuid('order_id').notNull().unique(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
})

// paid orders per day of the shop's time zone (the day each was paid): written when an order is paid,
// read by the business analytics; one count per scroll type of a single scroll and one for bundles
// (decisions 023 and 053)
export const dailyMetrics = pgTable('daily_metrics', {
  date: text('date').primaryKey(),
  totalOrders: integer('total_orders').notNull().default(0),
  totalRevenueCents: integer('total_revenue_cents').notNull().default(0),
  lightRantCount: integer('light_rant_count').notNull().default(0),
  scrollFuryCount: integer('scroll_fury_count').notNull().default(0),
  epicCommissionCount: integer('epic_commission_count').notNull().default(0),
  eternalScrollCount: integer('eternal_scroll_count').notNull().default(0),
  loveMeScrollCount: integer('love_me_scroll_count').notNull().default(0),
  // every bundle, whatever scrolls it holds; the column's name is from when only mixed bundles came here
  bundleCount: integer('mixed_bundle_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
