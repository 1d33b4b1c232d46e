import type { Disk } from 'flydrive'

export const buckets = [
  'admin-assets',
  'generated-scrolls',
  'voice-narrations',
  'user-uploads',
  'avatars',
  'documents',
  'images',
] as const
export type Bucket = (typeof buckets)[number]

/** The shop's file store: one key space per bucket, on local disk or an S3-compatible service. */
export interface Storage {
  readonly kind: 'fs' | 's3'
  put(bucket: Bucket, key: string, body: Uint8Array, contentType: string): Promise<void>
  get(bucket: Bucket, key: string): Promise<Uint8Array>
  exists(bucket: Bucket, key: string): Promise<boolean>
  delete(bucket: Bucket, key: string): Promise<void>
}

// keys come from the shop, but a key that climbs out of its bucket is refused all the same
function objectKey(bucket: Bucket, key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) || key.split('/').includes('..')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
  return `${bucket}/${key}`
}

export function storageOnDisk(kind: 'fs' | 's3', disk: Disk): Storage {
  return {
    kind,
    put: async (bucket, key, body, contentType) => disk.put(objectKey(bucket, key), body, { contentType }),
    get: async (bucket, key) => disk.getBytes(objectKey(bucket, key)),
    exists: async (bucket, key) => disk.exists(objectKey(bucket, key)),
    delete: async (bucket, key) => disk.delete(objectKey(bucket, key)),
  }
}
