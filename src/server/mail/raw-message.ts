/**
 * The whole message as it travels (RFC 822): composed once by nodemailer, kept by the mail log, and read
 * back with mailparser for the Outbox screen.
 */
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import { type DkimOptions, signMessage } from './dkim'
import type { MailMessage } from './mailer'

/**
 * The message nodemailer would send for these parts, as bytes; signed with the shop's DKIM key when it
 * has one, so the copy the mail log keeps is exactly what goes out.
 */
export async function composeRawMessage(
  from: string,
  message: MailMessage & { messageId: string },
  dkim?: DkimOptions,
) {
  const { orderId: _orderId, raw: _raw, ...parts } = message
  const raw = await new MailComposer({ from, ...parts }).compile().build()
  return dkim ? signMessage(raw, dkim) : raw
}

/** The plain-text body and the attachments' bytes, in the order they were attached. */
export async function readRawMessage(raw: Uint8Array) {
  // the Outbox reads the plain text and the attachments only, so no text is made of HTML nor HTML of text
  const parsed = await simpleParser(Buffer.from(raw), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  })
  // a message of one part is its text, even an empty one, and nodemailer ends it with a line break of
  // its own, which mailparser reads as part of the text
  const type = parsed.headers.get('content-type')
  const multipart = typeof type === 'object' && 'params' in type && type.value.startsWith('multipart/')
  const text = multipart ? parsed.text : (parsed.text ?? '').replace(/\n$/, '')
  return { text: text ?? null, attachments: parsed.attachments.map(({ content }) => content) }
}
