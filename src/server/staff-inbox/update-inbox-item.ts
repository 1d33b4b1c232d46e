import { eq } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '@/domain/staff-roles'
import type { Db, DbOrTransaction } from '../db/database'
import { users } from '../db/schema'
import { HttpError } from '../http/errors'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { getInboxItem } from './inbox-item'
import { type InboxKind, inboxTables } from './inbox-kinds'

export type InboxChange = { read?: boolean; handled?: boolean; assigneeId?: string | null }

/** Only a member of staff can be given a message: an account that may open the back office. */
async function assertAssignable(db: DbOrTransaction, assigneeId: string) {
  const [account] = await db
    .select({ role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, assigneeId))
  if (!account || !isStaffRole(account.role as StaffRole) || account.banned) {
    const message = 'Give the message to a member of staff.'
    throw new HttpError(400, 'invalid_request', `assigneeId: ${message}`, { assigneeId: message })
  }
}

/**
 * Marks a message read or unread, handled or not, and gives it to a member of staff or to nobody. Only
 * what changes is written, each change recorded as the staff member's action in the same transaction; a
 * change that is already so (opening a message read before) records nothing.
 */
export async function updateInboxItem(
  db: Db,
  staff: StaffActor,
  kind: InboxKind,
  id: string,
  change: InboxChange,
) {
  const table = inboxTables[kind]
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: table.readAt, handledAt: table.handledAt, assigneeId: table.assigneeId })
      .from(table)
      .where(eq(table.id, id))
      .for('update')
    if (!row) throw new HttpError(404, 'not_found', 'There is no such message in the inbox.')
    if (change.assigneeId) await assertAssignable(tx, change.assigneeId)
    const now = new Date()
    const set: { readAt?: Date | null; handledAt?: Date | null; assigneeId?: string | null } = {}
    const actions: Array<[string, Record<string, unknown>]> = []
    if (change.read !== undefined && change.read !== (row.readAt !== null)) {
      set.readAt = change.read ? now : null
      actions.push([change.read ? 'mark-read' : 'mark-unread', {}])
    }
    if (change.handled !== undefined && change.handled !== (row.handledAt !== null)) {
      set.handledAt = change.handled ? now : null
      actions.push([change.handled ? 'mark-handled' : 'mark-unhandled', {}])
    }
    if (change.assigneeId !== undefined && change.assigneeId !== row.assigneeId) {
      set.assigneeId = change.assigneeId
      actions.push([
        change.assigneeId ? 'assign' : 'unassign',
        { assigneeId: change.assigneeId, previousAssigneeId: row.assigneeId },
      ])
    }
    if (actions.length === 0) return
    await tx.update(table).set(set).where(eq(table.id, id))
    for (const [action, detail] of actions) await recordStaffAction(tx, staff, action, kind, id, detail)
  })
  return getInboxItem(db, kind, id)
}
