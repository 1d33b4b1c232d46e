import path from 'node:path'
import { Disk } from 'flydrive'
import type { Config } from '../config'
import { type Storage, storageOnDisk } from './storage'

export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === 's3') {
    const { S3Driver } = await import('flydrive/drivers/s3')
    const { S3Client } = await import('@aws-sdk/client-s3')
    const { s3PutStream } = await import('./s3-put-stream')
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined
    const client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      // S3-compatible servers (MinIO and friends) address buckets by path
      forcePathStyle: Boolean(config.S3_ENDPOINT),
      credentials,
    })
    const driver = new S3Driver({ client, bucket: config.S3_BUCKET as string, visibility: 'private' })
    return storageOnDisk('s3', new Disk(driver), s3PutStream(client, config.S3_BUCKET as string))
  }
  const { FSDriver } = await import('flydrive/drivers/fs')
  const location = path.join(config.dataDir, 'files')
  return storageOnDisk('fs', new Disk(new FSDriver({ location, visibility: 'private' })))
}
