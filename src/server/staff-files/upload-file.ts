import { Readable } from 'node:stream'
import { UPLOAD_LIMIT_BYTES } from '@/domain/limits'
import type { StorageBucket } from '@/domain/storage-buckets'
import { storedFiles } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { displayName, storedContentType, uploadKey } from './file-names'
import { findFile } from './manage-files'

export type Upload = {
  bucket: StorageBucket
  /** the name the file came with, as the browser gave it */
  name: string
  /** the request's Content-Type and Content-Length, as sent */
  contentType?: string
  declaredSize?: number
  body: AsyncIterable<Uint8Array>
  uploadedBy: string
}

const limitText = `${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`
const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${limitText}.`, {
    file: `Files up to ${limitText} can be uploaded`,
  })

/**
 * Counts the body as it passes on to storage. Past the limit, or when the client hangs up, it stops
 * reading and fails the write with the reply to give; it never ends the request itself, so the reply
 * can still be sent.
 */
function counted(body: AsyncIterable<Uint8Array>) {
  const tally = { size: 0, refusal: undefined as HttpError | undefined }
  async function* pass() {
    try {
      for await (const chunk of body) {
        tally.size += chunk.byteLength
        if (tally.size > UPLOAD_LIMIT_BYTES) {
          tally.refusal = tooLarge()
          break
        }
        yield chunk
      }
    } catch (error) {
      tally.refusal = new HttpError(400, 'invalid_request', 'The upload was cut short.', {
        file: 'The upload did not finish',
      })
      tally.refusal.cause = error
    }
    if (tally.refusal) throw tally.refusal
  }
  return { stream: Readable.from(pass(), { objectMode: false }), tally }
}

/**
 * Stores a staff upload as it arrives, under a key of its own (timestamp-dash-name), and records it with
 * the name it came with and who sent it. A declared size over the limit is refused before a byte is read;
 * a body that grows past it is refused as soon as it does, and what was written of it is deleted.
 */
export async function uploadFile(services: Services, upload: Upload) {
  if ((upload.declaredSize ?? 0) > UPLOAD_LIMIT_BYTES) throw tooLarge()
  const originalName = displayName(upload.name)
  const key = uploadKey(originalName)
  const contentType = storedContentType(upload.contentType)
  const { stream, tally } = counted(upload.body)
  try {
    await services.storage.putStream(upload.bucket, key, stream, contentType)
    const [row] = await services.db
      .insert(storedFiles)
      .values({
        bucket: upload.bucket,
        key,
        originalName,
        contentType,
        sizeBytes: tally.size,
        uploadedBy: upload.uploadedBy,
      })
      .returning({ id: storedFiles.id })
    if (!row) throw new Error('the upload was not recorded')
    return findFile(services.db, upload.bucket, row.id)
  } catch (error) {
    await services.storage.delete(upload.bucket, key).catch((cleanup: unknown) => {
      services.logger.error({ err: cleanup, bucket: upload.bucket, key }, 'a failed upload was not deleted')
    })
    throw tally.refusal ?? error
  }
}
