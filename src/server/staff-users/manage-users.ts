import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { StaffRole } from '@/domain/staff-roles'
import type { Db } from '../db/database'
import { sessions, users } from '../db/schema'
import { HttpError } from '../http/errors'

export const userSortKeys = ['createdAt', 'email', 'name', 'role'] as const

export type UserListQuery = {
  search?: string
  role?: StaffRole
  page: number
  pageSize: number
  sort: (typeof userSortKeys)[number]
  direction: 'asc' | 'desc'
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** One page of accounts, newest first unless asked otherwise, with the count of all that match. */
export async function listUsers(db: Db, query: UserListQuery) {
  const conditions: SQL[] = []
  if (query.search) {
    const pattern = likePattern(query.search)
    const match = or(ilike(users.email, pattern), ilike(users.name, pattern))
    if (match) conditions.push(match)
  }
  if (query.role) conditions.push(eq(users.role, query.role))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const order = query.direction === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        banned: users.banned,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(order(users[query.sort]), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { users: rows, total: total?.value ?? 0 }
}

/**
 * Changes an account's role or ban. An admin cannot demote or ban themself, so the shop always keeps
 * the admin who is doing it. A ban signs the account out everywhere at once.
 */
export async function updateUser(
  db: Db,
  actorId: string,
  userId: string,
  change: { role?: StaffRole; banned?: boolean; banReason?: string | null },
) {
  if (userId === actorId && ((change.role && change.role !== 'admin') || change.banned)) {
    throw new HttpError(409, 'conflict', 'You cannot remove your own admin role or ban yourself.')
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.banned === undefined
          ? {}
          : { banned: change.banned, banReason: change.banned ? (change.banReason ?? null) : null }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id, role: users.role, banned: users.banned })
    if (!updated) throw new HttpError(404, 'not_found', 'No such account')
    if (change.banned) await tx.delete(sessions).where(eq(sessions.userId, userId))
    return updated
  })
}

/** Ends every session of an account: it must sign in again on every device. */
export async function signOutEverywhere(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw new HttpError(404, 'not_found', 'No such account')
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
  return ended.length
}
