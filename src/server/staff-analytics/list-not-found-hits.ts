import { asc, count, desc, ilike } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { notFoundHits } from '../db/schema'

export const notFoundSortKeys = ['hits', 'lastSeenAt', 'path'] as const

export type NotFoundListQuery = {
  search?: string
  page: number
  pageSize: number
  sort: (typeof notFoundSortKeys)[number]
  direction: 'asc' | 'desc'
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** One page of the missing pages visitors reached, with the count of all that match the search. */
export async function listNotFoundHits(db: DbOrTransaction, query: NotFoundListQuery) {
  const where = query.search ? ilike(notFoundHits.path, likePattern(query.search)) : undefined
  const order = query.direction === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notFoundHits)
      .where(where)
      // the path is the key, so equal hit counts or times still come in one fixed order from page to page
      .orderBy(order(notFoundHits[query.sort]), asc(notFoundHits.path))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(notFoundHits).where(where),
  ])
  return { hits: rows, total: total?.value ?? 0 }
}
