import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { storedFiles } from '../db/schema'
import type { Storage } from './storage'

/**
 * Keeps `stored_files` in step with the files the shop writes itself (sealed scrolls, narrations), so the
 * file manager lists every file from one table. Staff uploads are recorded by the file manager, with the
 * name they came with and who sent them.
 */
export function recordStoredFiles(storage: Storage, db: Db): Storage {
  return {
    ...storage,
    async put(bucket, key, body, contentType) {
      await storage.put(bucket, key, body, contentType)
      const file = { contentType, sizeBytes: body.byteLength, createdAt: new Date() }
      await db
        .insert(storedFiles)
        .values({ bucket, key, ...file })
        .onConflictDoUpdate({ target: [storedFiles.bucket, storedFiles.key], set: file })
    },
    async delete(bucket, key) {
      await storage.delete(bucket, key)
      await db.delete(storedFiles).where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)))
    },
  }
}
