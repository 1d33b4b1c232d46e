/**
 * What staff leave behind: an audit line for every change they make (`staff_actions`), and the notes they
 * write for each other on an order or an inbox message (`staff_notes`). Every staff verb records its
 * action in the transaction that makes the change, so the two commit together.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { type StaffSubject, staffActions, staffNotes, users } from '../db/schema'

/** The member of staff behind an action: their account id. */
export type StaffActor = { id: string }

export async function recordStaffAction(
  db: DbOrTransaction,
  staff: StaffActor,
  action: string,
  subject: StaffSubject,
  subjectId: string,
  detail: Record<string, unknown> = {},
) {
  await db.insert(staffActions).values({ userId: staff.id, action, subject, subjectId, detail })
}

export type StaffNote = { id: string; body: string; author: string | null; createdAt: Date }

/** A subject's notes, oldest first, with their authors' names (null once an account is deleted). */
export async function listStaffNotes(
  db: DbOrTransaction,
  subject: StaffSubject,
  subjectId: string,
): Promise<StaffNote[]> {
  return db
    .select({ id: staffNotes.id, body: staffNotes.body, author: users.name, createdAt: staffNotes.createdAt })
    .from(staffNotes)
    .leftJoin(users, eq(users.id, staffNotes.authorId))
    .where(and(eq(staffNotes.subject, subject), eq(staffNotes.subjectId, subjectId)))
    .orderBy(asc(staffNotes.createdAt), asc(staffNotes.id))
}

/** Adds a note, and the action that records who wrote it, in one transaction. */
export async function addStaffNote(
  db: DbOrTransaction,
  staff: StaffActor & { name: string },
  subject: StaffSubject,
  subjectId: string,
  body: string,
): Promise<StaffNote> {
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(staffNotes)
      .values({ subject, subjectId, authorId: staff.id, body })
      .returning({ id: staffNotes.id, body: staffNotes.body, createdAt: staffNotes.createdAt })
    if (!note) throw new Error('the note was not stored')
    await recordStaffAction(tx, staff, 'note', subject, subjectId, { noteId: note.id })
    return { ...note, author: staff.name }
  })
}
