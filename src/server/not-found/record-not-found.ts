import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { notFoundHits } from '../db/schema'

/** Counts a visit to a page that does not exist, one row per path, for staff to review. */
export async function recordNotFound(db: Db, path: string) {
  // long junk paths from scanners would otherwise each take a row of their own
  const key = path.slice(0, 300)
  await db
    .insert(notFoundHits)
    .values({ path: key })
    .onConflictDoUpdate({
      target: notFoundHits.path,
      set: { hits: sql`${notFoundHits.hits} + 1`, lastSeenAt: sql`now()` },
    })
}
