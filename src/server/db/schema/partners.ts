import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
