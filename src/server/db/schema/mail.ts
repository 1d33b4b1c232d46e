import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'

export const sentEmailStatuses = ['sent', 'failed'] as const
export type SentEmailStatus = (typeof sentEmailStatuses)[number]

/** An attachment as the log lists it; its bytes stay inside the raw message. */
export type SentEmailAttachment = { filename: string; contentType: string; sizeBytes: number }

/**
 * Every email the shop sent or tried to send, on either provider, one row per Message-ID: a send retried
 * with the same id counts an attempt on its row. The whole message is kept in storage (`rawKey`), so
 * staff can read it, download its attachments and send it again.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: sentEmailStatuses }).notNull(),
    /** why the latest failed attempt failed, in the provider's words; kept after a later success */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(1),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** the order the email belongs to, when its sender knows it (a scroll, a receipt) */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    attachments: jsonb('attachments').$type<SentEmailAttachment[]>().notNull().default([]),
    /** the RFC 822 message in the `mail` bucket */
    rawKey: text('raw_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** set while a member of staff sends it again, so that a second click does not send it twice */
    resendClaimedAt: timestamp('resend_claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sent_emails_message_id_idx').on(table.messageId),
    index('sent_emails_first_attempt_idx').on(table.firstAttemptAt, table.id),
    index('sent_emails_status_idx').on(table.status, table.firstAttemptAt),
    index('sent_emails_order_idx').on(table.orderId, table.firstAttemptAt),
  ],
)
