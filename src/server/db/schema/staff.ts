import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/** What a staff note or action is about: an order, or one of the inbox's messages. */
export const staffSubjects = [
  'order',
  'contact',
  'career',
  'commission',
  'partner',
  'payout-run',
  'email',
] as const
export type StaffSubject = (typeof staffSubjects)[number]

/** Notes staff leave on an order or an inbox message, for each other; never shown to customers. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: staffSubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_notes_subject_idx').on(table.subject, table.subjectId, table.createdAt)],
)

/**
 * Every change a member of staff makes, with who made it: the back office's audit trail. An order's
 * moves are also on its own history (`order_status_events`); this records the rest as well.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // what was done, as a verb: 'refund', 'retry', 'resend', 'mark-read', 'quote', ...
    action: text('action').notNull(),
    subject: text('subject', { enum: staffSubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_actions_subject_idx').on(table.subject, table.subjectId, table.createdAt),
    index('staff_actions_created_idx').on(table.createdAt),
  ],
)
