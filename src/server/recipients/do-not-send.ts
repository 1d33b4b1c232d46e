import { inArray } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { doNotSend } from '../db/schema'

export type OptOutVia = (typeof doNotSend.$inferInsert)['via']

/** Puts an address's hash on the do-not-send list; asking twice changes nothing (product decision 28). */
export async function recordOptOut(db: DbOrTransaction, addressHash: string, via: OptOutVia) {
  await db.insert(doNotSend).values({ addressHash, via }).onConflictDoNothing()
}

/** Which of these hashes are on the do-not-send list. */
export async function optedOut(db: DbOrTransaction, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set()
  const rows = await db
    .select({ hash: doNotSend.addressHash })
    .from(doNotSend)
    .where(inArray(doNotSend.addressHash, [...new Set(hashes)]))
  return new Set(rows.map((row) => row.hash))
}
