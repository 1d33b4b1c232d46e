import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const notFoundHits = pgTable('not_found_hits', {
  path: text('path').primaryKey(),
  hits: integer('hits').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
})

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    /** null for a file recorded after the fact, whose size was not read */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** the staff member who uploaded it; null for the files the shop writes itself */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stored_files_bucket_key_idx').on(table.bucket, table.key),
    index('stored_files_bucket_created_idx').on(table.bucket, table.createdAt),
  ],
)

// every message the dev outbox delivered, readable by staff; the raw message is also kept as .eml
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    emlFile: text('eml_file').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // a message sent again with the same Message-ID replaces its copy; this counts the raw sends
    sendCount: integer('send_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(table.createdAt),
    uniqueIndex('outbox_messages_message_id_idx').on(table.messageId),
  ],
)

// the rate limits' counters, shared by every instance of the shop (decision 033): one fixed window a key
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_resets_at_idx').on(table.resetsAt)],
)
