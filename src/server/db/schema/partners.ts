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
  ],
)

export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerSlug: text('partner_slug').notNull(),
    // one commission per paid order, so a replayed payment cannot pay a partner twice
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    commissionCents: integer('commission_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // the staff member who marked the commission paid
    paidBy: uuid('paid_by').references(() => users.id),
  },
  (table) => [
    // a partner's commissions by state and age, with the amount: the analytics and a payout run read the
    // index alone
    index('partner_payouts_partner_status_idx').on(
      table.partnerId,
      table.status,
      table.createdAt,
      table.commissionCents,
    ),
    check('partner_payouts_commission_non_negative', sql`${table.commissionCents} >= 0`),
  ],
)

/**
 * Each partner's running totals (decision 025), added to by the statements that change them: a paid order
 * (`markOrderPaid`) and a payout run (`partner-payouts.ts`). Every partner has one row, made by a trigger
 * on `partners` however the partner was inserted; `rebuild_partner_rollups()` recomputes them all.
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
