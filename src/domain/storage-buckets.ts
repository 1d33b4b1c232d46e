/**
 * The shop's file buckets: the union of the two file managers the spec describes (product decision 20).
 * The shop writes generated-scrolls and voice-narrations itself; staff upload to any of them.
 */
export const storageBuckets = [
  'admin-assets',
  'generated-scrolls',
  'voice-narrations',
  'user-uploads',
  'avatars',
  'documents',
  'images',
] as const
export type StorageBucket = (typeof storageBuckets)[number]
