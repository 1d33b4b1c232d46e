import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { orders } from './orders'

/**
 * What a revision sent in place of an earlier copy remembers: whether its text was corrected (or the same
 * scroll goes once more), and whether staff chose to tell the customer.
 */
export type EarlierCopy = { corrected: boolean; tellCustomer: boolean }

/**
 * One scroll to write and deliver: the order's single scroll, or one per named target of a bundle. Each
 * step of fulfilment leaves its mark here, so a step that finished is never done again after a crash.
 */
export const scrollDeliveries = pgTable(
  'scroll_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    targetName: text('target_name').notNull(),
    /** null: there is no recipient address, so the scroll goes to the customer */
    recipientEmail: text('recipient_email'),
    scroll: jsonb('scroll').$type<ComposedScroll>(),
    writtenBy: text('written_by', { enum: ['engine', 'model', 'staff'] }),
    composedAt: timestamp('composed_at', { withTimezone: true }),
    pdfFileKey: text('pdf_file_key'),
    narrationFileKey: text('narration_file_key'),
    /** why the herald's reading could not be made; the scroll goes without it and the reading follows */
    narrationFailure: text('narration_failure'),
    /** a reading that missed its scroll's email, sent on its own once it was made */
    narrationEmailedAt: timestamp('narration_emailed_at', { withTimezone: true }),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /** deterministic per delivery and revision, so a send retried after a crash carries the same id */
    messageId: text('message_id').notNull(),
    revision: integer('revision').notNull().default(1),
    /** set when this revision goes in place of a copy that had gone out: its letter says so */
    earlierCopy: jsonb('earlier_copy').$type<EarlierCopy>(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scroll_deliveries_order_position_idx').on(table.orderId, table.position),
    index('scroll_deliveries_message_idx').on(table.messageId),
  ],
)
