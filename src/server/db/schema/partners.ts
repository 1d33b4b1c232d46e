import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { orders } from './orders'

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // lower-case letters, digits and hyphens; the partner's public path /p/{slug}
    slug: text('slug').notNull().unique(),
    payoutPct: numeric('payout_pct', { precision: 5, scale: 2, mode: 'number' }).notNull().default(40),
    paymentLinkUrl: text('payment_link_url'),
    // stored upper-case so lookups compare exactly
    discountCode: text('discount_code').unique(),
    isActive: boolean('is_active').notNull().default(true),
    // where payouts go (the PayPal or Wise recipient), stored lower-case; a customer with it is flagged
    email: text('email'),
    // the partner's own shop account: orders placed from its sign-in addresses are flagged
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partners_created_at_idx').on(table.createdAt),
    // the analytics table sorted by name reads its page off this index (decision 025)
    index('partners_name_idx').on(sql`lower(${table.name})`, table.id),
    check('partners_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('partners_payout_pct_range', sql`${table.payoutPct} >= 0 and ${table.payoutPct} <= 100`),
    check('partners_discount_code_upper', sql`${table.discountCode} = upper(${table.discountCode})`),
    check('partners_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
)

/**
 * The shop's payout runs (decision 028): every due balance above a minimum, exported for a PayPal or Wise
 * batch, then marked paid; each ledger entry it paid names it.
 */
export const payoutRuns = pgTable('payout_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  // the entries due at this moment are the run's
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  minimumCents: integer('minimum_cents').notNull(),
  partnerCount: integer('partner_count').notNull(),
  totalCents: integer('total_cents').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
})

/**
 * A partner's commission ledger: one commission per paid order, held then due then paid; a refund voids
 * one still unpaid or adds a negative clawback entry against one already paid (decision 028).
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerSlug: text('partner_slug').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    // a commission earned, or the negative entry that takes a paid one back after a refund
    kind: text('kind', { enum: ['commission', 'clawback'] })
      .notNull()
      .default('commission'),
    commissionCents: integer('commission_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'voided'] })
      .notNull()
      .default('pending'),
    // why the entry may not fall due by age alone (a suspected self-referral); staff release it
    heldReason: text('held_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // the staff member who marked the commission paid
    paidBy: uuid('paid_by').references(() => users.id),
    payoutRunId: uuid('payout_run_id').references(() => payoutRuns.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    // one commission and at most one clawback per order, so a replayed payment or refund counts once
    uniqueIndex('partner_payouts_order_kind_idx').on(table.orderId, table.kind),
    // a partner's commissions by state and age, with the amount: the analytics and a payout run read the
    // index alone
    index('partner_payouts_partner_status_idx').on(
      table.partnerId,
      table.status,
      table.createdAt,
      table.commissionCents,
    ),
    index('partner_payouts_run_idx').on(table.payoutRunId),
    // the few commissions held for staff to look at, with their amounts: the analytics read the index alone
    index('partner_payouts_held_idx')
      .on(table.partnerId, table.createdAt, table.commissionCents)
      .where(sql`${table.status} = 'pending' and ${table.heldReason} is not null`),
    check(
      'partner_payouts_sign',
      sql`(${table.kind} = 'commission' and ${table.commissionCents} >= 0) or (${table.kind} = 'clawback' and ${table.commissionCents} <= 0)`,
    ),
  ],
)

/**
 * Each partner's running totals (decision 025), added to by the statements that change them: a paid order
 * (`markOrderPaid`), a refund and a payout run marked paid (`payout-runs.ts`, decision 028): voided
 * entries count nowhere, clawbacks in the cents but not as commissions. Every partner has one row, made
 * by a trigger on `partners` however the partner was inserted; `rebuild_partner_rollups()` recomputes them.
 */
export const partnerTotals = pgTable(
  'partner_totals',
  {
    partnerId: uuid('partner_id')
      .primaryKey()
      .references(() => partners.id, { onDelete: 'cascade' }),
    // paid orders attributed to the partner, and their totals
    orders: integer('orders').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    // every commission recorded, and those of them paid out
    commissions: integer('commissions').notNull().default(0),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
    paidCommissions: integer('paid_commissions').notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    // the performance table sorted by one of these reads its page off the index
    index('partner_totals_revenue_idx').on(table.revenueCents, table.partnerId),
    index('partner_totals_orders_idx').on(table.orders, table.partnerId),
    index('partner_totals_commission_idx').on(table.commissionCents, table.partnerId),
  ],
)

/**
 * The commissions recorded per partner and UTC day (decision 025): how much is still in its hold is read
 * from the last 30 of these days rather than from every commission.
 */
export const partnerCommissionDays = pgTable(
  'partner_commission_days',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    // the UTC calendar day of the commissions' created_at
    day: date('day', { mode: 'string' }).notNull(),
    commissions: integer('commissions').notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.day] }),
    // a partner's recent days with their amounts: the analytics read the index alone
    index('partner_commission_days_amounts_idx').on(
      table.partnerId,
      table.day,
      table.commissions,
      table.commissionCents,
    ),
  ],
)
