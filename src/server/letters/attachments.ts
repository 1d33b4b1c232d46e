import type { MailAttachment } from '../mail/mailer'

// The files a letter carries (and the customer's order page serves), named by the order's reference the
// customer knows (`orderReference`), never by its sequential number; a bundle's scrolls after the first
// carry their place in the bundle.
export const scrollFileName = (reference: string, position: number) =>
  `scroll-${reference}${position ? `-${position}` : ''}`

const pdf = (filename: string, content: Buffer) => ({ filename, content, contentType: 'application/pdf' })

/** A scroll's sealed PDF. */
export const scrollPdfAttachment = (reference: string, position: number, content: Buffer) =>
  pdf(`${scrollFileName(reference, position)}.pdf`, content)

/** The herald's reading of a scroll, typed by the file the narrator stored. */
export function narrationAttachment(
  reference: string,
  position: number,
  recording: { fileKey: string; content: Buffer },
): MailAttachment {
  const extension = recording.fileKey.slice(recording.fileKey.lastIndexOf('.') + 1)
  return {
    filename: `${scrollFileName(reference, position)}-narration.${extension}`,
    content: recording.content,
    contentType: extension === 'mp3' ? 'audio/mpeg' : 'audio/wav',
  }
}

/** The Eternal Scroll's Premium PDF Receipt, for the customer alone. */
export const premiumReceiptAttachment = (reference: string, content: Buffer) =>
  pdf(`receipt-${reference}.pdf`, content)

/** The weekly drawing's prize: a lightning roast, sealed. */
export const lightningRoastAttachment = (content: Buffer) => pdf('lightning-roast.pdf', content)
