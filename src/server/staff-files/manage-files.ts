import { and, count, desc, eq } from 'drizzle-orm'
import type { StorageBucket } from '@/domain/storage-buckets'
import type { Db } from '../db/database'
import { storedFiles, users } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'

const fileColumns = {
  id: storedFiles.id,
  name: storedFiles.key,
  originalName: storedFiles.originalName,
  size: storedFiles.sizeBytes,
  contentType: storedFiles.contentType,
  createdAt: storedFiles.createdAt,
  uploadedBy: users.name,
}

/** One page of a bucket's files, newest first, with the number of all its files. */
export async function listFiles(db: Db, bucket: StorageBucket, page: { page: number; pageSize: number }) {
  const inBucket = eq(storedFiles.bucket, bucket)
  const [files, [total]] = await Promise.all([
    db
      .select(fileColumns)
      .from(storedFiles)
      .leftJoin(users, eq(users.id, storedFiles.uploadedBy))
      .where(inBucket)
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.key))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(storedFiles).where(inBucket),
  ])
  return { files, total: total?.value ?? 0 }
}

export type StoredFile = Awaited<ReturnType<typeof listFiles>>['files'][number]

const noSuchFile = () =>
  new HttpError(404, 'not_found', 'File not found', { file: 'No such file in this bucket' })

export async function findFile(db: Db, bucket: StorageBucket, id: string): Promise<StoredFile> {
  const [file] = await db
    .select(fileColumns)
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.uploadedBy))
    .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.id, id)))
  if (!file) throw noSuchFile()
  return file
}

/** The name a file is downloaded as: the one it was uploaded with, else the last part of its key. */
export const downloadName = (file: StoredFile) =>
  file.originalName ?? file.name.split('/').at(-1) ?? file.name

/** A file and its contents as a stream, for a download. */
export async function openFile(services: Services, bucket: StorageBucket, id: string) {
  const file = await findFile(services.db, bucket, id)
  if (!(await services.storage.exists(bucket, file.name))) throw noSuchFile()
  return { file, contents: await services.storage.getStream(bucket, file.name) }
}

/**
 * Deletes a file from storage, then its row: a delete that fails halfway leaves a listed file to delete
 * again, never a stored file that nobody sees.
 */
export async function deleteFile(services: Services, bucket: StorageBucket, id: string) {
  const file = await findFile(services.db, bucket, id)
  await services.storage.delete(bucket, file.name)
  await services.db.delete(storedFiles).where(eq(storedFiles.id, file.id))
}
