import { eq, getTableColumns } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { careerApplications, commissionRequests, contactMessages, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { listContactReplies } from './contact-replies'
import type { InboxKind } from './inbox-kinds'

const assigneeColumns = { assigneeName: users.name }

async function selectContact(db: DbOrTransaction, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(contactMessages), ...assigneeColumns })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id))
  if (!row) return undefined
  // the thread: the sender's message (the item) and every reply staff sent, oldest first
  return { kind: 'contact', ...split(row), replies: await listContactReplies(db, id) } as const
}

async function selectCareer(db: DbOrTransaction, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(careerApplications), ...assigneeColumns })
    .from(careerApplications)
    .leftJoin(users, eq(users.id, careerApplications.assigneeId))
    .where(eq(careerApplications.id, id))
  return row && ({ kind: 'career', ...split(row) } as const)
}

async function selectCommission(db: DbOrTransaction, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(commissionRequests), ...assigneeColumns })
    .from(commissionRequests)
    .leftJoin(users, eq(users.id, commissionRequests.assigneeId))
    .where(eq(commissionRequests.id, id))
  return row && ({ kind: 'commission', ...split(row) } as const)
}

function split<Row extends { assigneeId: string | null; assigneeName: string | null }>(row: Row) {
  const { assigneeName, ...item } = row
  return {
    item,
    assignee: item.assigneeId ? { id: item.assigneeId, name: assigneeName ?? '' } : null,
  }
}

export type InboxItem = NonNullable<
  Awaited<ReturnType<typeof selectContact | typeof selectCareer | typeof selectCommission>>
>

/**
 * One message of the inbox with every stored field and the name of the staff member it is given to; a
 * contact message with its replies.
 */
export async function getInboxItem<Kind extends InboxKind>(
  db: DbOrTransaction,
  kind: Kind,
  id: string,
): Promise<Extract<InboxItem, { kind: Kind }>> {
  const found =
    kind === 'contact'
      ? await selectContact(db, id)
      : kind === 'career'
        ? await selectCareer(db, id)
        : await selectCommission(db, id)
  if (!found) throw new HttpError(404, 'not_found', 'There is no such message in the inbox.')
  return found as Extract<InboxItem, { kind: Kind }>
}
