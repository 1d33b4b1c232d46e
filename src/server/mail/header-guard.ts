/**
 * The mail layer's own check on what becomes a header, behind the forms' validation: a stored row from
 * before it, or a caller that forgot it, must still not write a header of a sender's choosing. Text shown
 * in a header (a subject, a display name, a file name) loses its control characters; an address holding
 * one, or more than one address where one is meant, is refused.
 */
import type { MailAddress, MailMessage } from './mailer'

const controls = /[\p{Cc}\u2028\u2029]+/gu
// one mailbox, no display name, no list: what a validated email field holds
const bareAddress = /^[^\s\p{Cc}@<>,;:"()[\]\\]+@[^\s\p{Cc}@<>,;:"()[\]\\]+$/u

export class UnsafeMailHeaderError extends Error {
  constructor(header: string) {
    super(`The ${header} of this email is not a single plain address; it was not sent`)
    this.name = 'UnsafeMailHeaderError'
  }
}

/** A header's text on one line: each run of control characters becomes a space. */
export const oneLine = (value: string) => value.replace(controls, ' ').trim()

function checkedAddress(header: string, address: string): string {
  if (!bareAddress.test(address)) throw new UnsafeMailHeaderError(header)
  return address
}

function checkedReplyTo(replyTo: string | MailAddress): string | MailAddress {
  if (typeof replyTo === 'string') return checkedAddress('Reply-To', replyTo)
  return { name: oneLine(replyTo.name), address: checkedAddress('Reply-To', replyTo.address) }
}

const headerName = /^[A-Za-z][A-Za-z0-9-]*$/
const anyControl = /[\p{Cc}\u2028\u2029]/u
// the headers the message's own fields write: a caller's extra headers may not write them a second time
const fieldHeaders = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'sender',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'dkim-signature',
])

function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name) || fieldHeaders.has(name.toLowerCase())) throw new UnsafeMailHeaderError(name)
    if (anyControl.test(value)) throw new UnsafeMailHeaderError(name)
  }
  return headers
}

/** The message with every header it sets safe to write, or an error naming the header that is not. */
export function guardMailHeaders(message: MailMessage): MailMessage {
  if (message.messageId !== undefined && !/^<[^\s<>]+>$/.test(message.messageId)) {
    throw new UnsafeMailHeaderError('Message-ID')
  }
  return {
    ...message,
    to: checkedAddress('To', message.to),
    subject: oneLine(message.subject),
    ...(message.replyTo === undefined ? {} : { replyTo: checkedReplyTo(message.replyTo) }),
    ...(message.headers === undefined ? {} : { headers: checkedHeaders(message.headers) }),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((attachment) => ({
            ...attachment,
            filename: oneLine(attachment.filename),
          })),
        }
      : {}),
  }
}

/** An address as the mail log shows it. */
export const formatAddress = (value: string | MailAddress) =>
  typeof value === 'string' ? value : `${value.name} <${value.address}>`
