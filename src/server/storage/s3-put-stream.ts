import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import type { PutStream } from './storage'

/** S3's smallest part but the last; at most two parts of a body are in memory at once. */
const partSize = 5 * 1024 * 1024

async function* partsOf(body: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk)
    size += chunk.length
    if (size >= partSize) {
      yield Buffer.concat(chunks, size)
      chunks = []
      size = 0
    }
  }
  if (size > 0) yield Buffer.concat(chunks, size)
}

/**
 * Writes a body of unknown length to S3, which wants each request's length up front: a body that fits
 * one part goes in one PUT, a longer one as a multipart upload, a part at a time. A body that fails midway
 * aborts the upload, so no part is left behind.
 */
export function s3PutStream(client: S3Client, bucket: string): PutStream {
  return async (key, body, contentType) => {
    const parts = partsOf(body)
    const first = await parts.next()
    let next = await parts.next()
    if (next.done) {
      const whole = first.done ? Buffer.alloc(0) : first.value
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: whole, ContentType: contentType }),
      )
      return
    }
    const target = { Bucket: bucket, Key: key }
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ ...target, ContentType: contentType, ChecksumAlgorithm: 'CRC32' }),
    )
    const uploaded: CompletedPart[] = []
    const upload = async (Body: Buffer) => {
      const PartNumber = uploaded.length + 1
      const { ETag, ChecksumCRC32 } = await client.send(
        new UploadPartCommand({ ...target, UploadId, PartNumber, Body, ChecksumAlgorithm: 'CRC32' }),
      )
      uploaded.push({ PartNumber, ETag, ChecksumCRC32 })
    }
    try {
      await upload(first.value as Buffer)
      await upload(next.value)
      for (next = await parts.next(); !next.done; next = await parts.next()) await upload(next.value)
      await client.send(
        new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: uploaded } }),
      )
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => undefined)
      throw error
    }
  }
}
