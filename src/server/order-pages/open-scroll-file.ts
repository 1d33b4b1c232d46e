import type { Readable } from 'node:stream'
import { orderReference } from '@/domain/order-reference'
import type { StorageBucket } from '@/domain/storage-buckets'
import { HttpError } from '../http/errors'
import { scrollFileName } from '../letters/attachments'
import type { Services } from '../services'
import { findSentScroll } from './read-order-page'

export type ScrollFileKind = 'pdf' | 'narration'
export type ScrollFile = { contents: Readable; contentType: string; filename: string }

const notSent = () =>
  new HttpError(404, 'not_found', 'This scroll has no such file: it has not been sent yet.')

/**
 * A sent scroll's sealed PDF or narration, the file of its latest revision, named as its letter named it.
 * A file storage no longer holds is a 404 like any other missing file, never a failure of the shop's.
 */
export async function openScrollFile(
  services: Services,
  orderId: string,
  number: number,
  kind: ScrollFileKind,
): Promise<ScrollFile> {
  const delivery = await findSentScroll(services.db, orderId, number)
  const key = kind === 'pdf' ? delivery?.pdfFileKey : delivery?.narrationFileKey
  if (!delivery || !key) throw notSent()
  const bucket: StorageBucket = kind === 'pdf' ? 'generated-scrolls' : 'voice-narrations'
  if (!(await services.storage.exists(bucket, key))) throw notSent()
  const extension = key.slice(key.lastIndexOf('.') + 1)
  const name = scrollFileName(orderReference(orderId), delivery.position)
  return {
    contents: await services.storage.getStream(bucket, key),
    contentType: kind === 'pdf' ? 'application/pdf' : extension === 'mp3' ? 'audio/mpeg' : 'audio/wav',
    filename: kind === 'pdf' ? `${name}.pdf` : `${name}-narration.${extension}`,
  }
}
