import path from 'node:path'
import { Disk } from 'flydrive'
import type { Config } from '../config'
import { type PutStream, type Storage, storageOnDisk } from './storage'

export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === 's3') {
    const { S3Driver } = await import('flydrive/drivers/s3')
    const { S3Client } = await import('@aws-sdk/client-s3')
    const { Upload } = await import('@aws-sdk/lib-storage')
    const bucket = config.S3_BUCKET as string
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
    // S3 wants each request's length up front, so a body of unknown length goes up in 5 MB parts; one
    // part at a time keeps only a part or two in memory, and a body that fails midway aborts the upload
    const putStream: PutStream = async (Key, Body, ContentType) => {
      await new Upload({ client, queueSize: 1, params: { Bucket: bucket, Key, Body, ContentType } }).done()
    }
    const driver = new S3Driver({ client, bucket, visibility: 'private' })
    return storageOnDisk('s3', new Disk(driver), putStream)
  }
  const { FSDriver } = await import('flydrive/drivers/fs')
  const location = path.join(config.dataDir, 'files')
  return storageOnDisk('fs', new Disk(new FSDriver({ location, visibility: 'private' })))
}
