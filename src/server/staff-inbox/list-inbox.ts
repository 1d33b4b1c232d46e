import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { careerRoles } from '@/domain/career-roles'
import type { Db } from '../db/database'
import { careerApplications, commissionRequests, contactMessages, users } from '../db/schema'
import { oneLine } from '../letters/layout/email-content'
import { type InboxKind, type InboxStatus, inboxKinds, inboxTables } from './inbox-kinds'

export const inboxStates = ['unread', 'unhandled', 'handled', 'all'] as const

export type InboxListQuery = {
  kind: InboxKind | 'all'
  state: (typeof inboxStates)[number]
  /** `me`, `none` (nobody), `any`, or a staff account's id */
  assignee: string
  search?: string
  page: number
  pageSize: number
}

export type InboxListRow = {
  kind: InboxKind
  id: string
  name: string
  email: string
  summary: string
  createdAt: Date
  readAt: Date | null
  handledAt: Date | null
  assignee: { id: string; name: string } | null
  status: InboxStatus | null
}

const SUMMARY_LENGTH = 120
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

// what each kind shows as its row's summary: a heading (subject, role, target) and the start of its text
const summarySource = {
  contact: { heading: contactMessages.subject, text: contactMessages.message, status: null },
  career: {
    heading: careerApplications.role,
    text: careerApplications.experience,
    status: careerApplications.reviewStatus,
  },
  commission: {
    heading: commissionRequests.target,
    text: commissionRequests.tale,
    status: commissionRequests.status,
  },
} as const

function conditions(kind: InboxKind, query: InboxListQuery, staffId: string): SQL | undefined {
  const table = inboxTables[kind]
  const where: Array<SQL | undefined> = []
  if (query.state === 'unread') where.push(isNull(table.readAt))
  if (query.state === 'unhandled') where.push(isNull(table.handledAt))
  if (query.state === 'handled') where.push(isNotNull(table.handledAt))
  if (query.assignee === 'me') where.push(eq(table.assigneeId, staffId))
  else if (query.assignee === 'none') where.push(isNull(table.assigneeId))
  else if (query.assignee !== 'any') where.push(eq(table.assigneeId, query.assignee))
  if (query.search) {
    const pattern = likePattern(query.search)
    where.push(or(ilike(table.name, pattern), ilike(table.email, pattern)))
  }
  return and(...where)
}

/** One kind's newest rows that match, in the shape all three share so they can be put together. */
function selectKind(db: Db, kind: InboxKind, where: SQL | undefined, limit: number) {
  const table = inboxTables[kind]
  const source = summarySource[kind]
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: table.id,
      name: table.name,
      email: table.email,
      heading: sql<string | null>`${source.heading}`.as('heading'),
      // only the start of a long text travels: the summary is one short line
      excerpt: sql<string>`left(${source.text}, ${SUMMARY_LENGTH + 1})`.as('excerpt'),
      status: (source.status ? sql<InboxStatus>`${source.status}` : sql<null>`null::text`).as('status'),
      createdAt: table.createdAt,
      readAt: table.readAt,
      handledAt: table.handledAt,
      assigneeId: table.assigneeId,
      assigneeName: sql<string | null>`${users.name}`.as('assignee_name'),
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.assigneeId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
}

type SelectedRow = Awaited<ReturnType<typeof selectKind>>[number]

function summaryOf(row: SelectedRow): string {
  const heading =
    row.kind === 'contact'
      ? (row.heading ?? 'General')
      : row.kind === 'career'
        ? `${careerRoles[row.heading as keyof typeof careerRoles]?.title ?? row.heading} application`
        : `Commission on ${oneLine(row.heading ?? '')}`
  const line = `${heading}: ${oneLine(row.excerpt)}`
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : line
}

/**
 * One page of the inbox, newest first across the kinds asked for, with the count of all that match. Each
 * kind's select is ordered by its `created_at` index and stops at the end of the page, so the union sorts
 * at most a few pages' rows however large the tables grow.
 */
export async function listInbox(db: Db, staffId: string, query: InboxListQuery) {
  const kinds = query.kind === 'all' ? inboxKinds : [query.kind]
  const offset = (query.page - 1) * query.pageSize
  const select = (kind: InboxKind, limit: number) =>
    selectKind(db, kind, conditions(kind, query, staffId), limit)
  const upToPage = offset + query.pageSize
  const page =
    query.kind === 'all'
      ? unionAll(select('contact', upToPage), select('career', upToPage), select('commission', upToPage))
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(query.pageSize)
          .offset(offset)
      : select(query.kind, query.pageSize).offset(offset)
  const counts = kinds.map(async (kind) => {
    const table = inboxTables[kind]
    const [row] = await db
      .select({ value: count() })
      .from(table)
      .where(conditions(kind, query, staffId))
    return row?.value ?? 0
  })
  const [rows, totals] = await Promise.all([page, Promise.all(counts)])
  return {
    rows: rows.map(
      (row): InboxListRow => ({
        kind: row.kind,
        id: row.id,
        name: row.name,
        email: row.email,
        summary: summaryOf(row),
        createdAt: row.createdAt,
        readAt: row.readAt,
        handledAt: row.handledAt,
        assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
        status: row.status,
      }),
    ),
    total: totals.reduce((sum, value) => sum + value, 0),
  }
}
