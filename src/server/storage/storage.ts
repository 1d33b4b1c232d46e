import { once } from 'node:events'
import type { Readable } from 'node:stream'
import type { Disk } from 'flydrive'
import type { StorageBucket } from '@/domain/storage-buckets'

/** The shop's file store: one key space per bucket, on local disk or an S3-compatible service. */
export interface Storage {
  readonly kind: 'fs' | 's3'
  put(bucket: StorageBucket, key: string, body: Uint8Array, contentType: string): Promise<void>
  /**
   * Writes a body of unknown length as it arrives, never all of it in memory. A body that fails midway
   * fails the write and may leave part of the file behind, for the caller to delete.
   */
  putStream(bucket: StorageBucket, key: string, body: Readable, contentType: string): Promise<void>
  get(bucket: StorageBucket, key: string): Promise<Uint8Array>
  /** Reads a file as a stream; a missing file fails here, before anything is read. */
  getStream(bucket: StorageBucket, key: string): Promise<Readable>
  exists(bucket: StorageBucket, key: string): Promise<boolean>
  delete(bucket: StorageBucket, key: string): Promise<void>
}

/** How a driver writes a stream, when flydrive's own way does not suit it (S3 wants a length). */
export type PutStream = (objectKey: string, body: Readable, contentType: string) => Promise<void>

// keys come from the shop, but a key that climbs out of its bucket is refused all the same
function objectKey(bucket: StorageBucket, key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) || key.split('/').includes('..')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
  return `${bucket}/${key}`
}

export function storageOnDisk(
  kind: 'fs' | 's3',
  disk: Disk,
  putStream: PutStream = (key, body, contentType) => disk.putStream(key, body, { contentType }),
): Storage {
  return {
    kind,
    put: async (bucket, key, body, contentType) => disk.put(objectKey(bucket, key), body, { contentType }),
    putStream: async (bucket, key, body, contentType) => putStream(objectKey(bucket, key), body, contentType),
    get: async (bucket, key) => disk.getBytes(objectKey(bucket, key)),
    getStream: async (bucket, key) => {
      const stream = await disk.getStream(objectKey(bucket, key))
      // a local file opens lazily: wait for it, so a missing file fails before a reply has begun
      if (kind === 'fs') await once(stream, 'open')
      return stream
    },
    exists: async (bucket, key) => disk.exists(objectKey(bucket, key)),
    delete: async (bucket, key) => disk.delete(objectKey(bucket, key)),
  }
}
