import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { scrollDeliveries } from './fulfilment'
import { orders } from './orders'

/**
 * Recipients who asked for no more scrolls, from any customer (product decision 28). Only a keyed hash of
 * the normalised address is kept, never the address: the list can be checked, not read.
 */
export const doNotSend = pgTable('do_not_send', {
  addressHash: text('address_hash').primaryKey(),
  // how the recipient asked: the email's one-click header, the link at its foot, or a member of staff
  via: text('via', { enum: ['one-click', 'link', 'staff'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every scroll placed for a recipient address (as its keyed hash), for the limit per recipient per week. */
export const recipientScrolls = pgTable(
  'recipient_scrolls',
  {
    addressHash: text('address_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.addressHash, table.orderId] }),
    index('recipient_scrolls_recent_idx').on(table.addressHash, table.createdAt),
    index('recipient_scrolls_order_idx').on(table.orderId),
  ],
)

/** A recipient's report of a scroll: it puts the order in front of a person, with the recipient's note. */
export const scrollReports = pgTable(
  'scroll_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => scrollDeliveries.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('scroll_reports_order_idx').on(table.orderId),
    index('scroll_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
  ],
)
