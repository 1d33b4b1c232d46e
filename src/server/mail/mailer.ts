export type MailAttachment = { filename: string; content: Buffer; contentType: string }

/** An address with a display name kept apart from it, so no name can add an address of its own. */
export type MailAddress = { name: string; address: string }

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string | MailAddress
  attachments?: MailAttachment[]
  /** headers of the message's own (List-Unsubscribe), each a name and a one-line value */
  headers?: Record<string, string>
  /** a fixed Message-ID (`<...@...>`) lets a retried send be recognised as the same message */
  messageId?: string
  /** the order the email belongs to, for the mail log; never part of the message */
  orderId?: string
  /** the whole message as already composed (RFC 822): sent exactly as it is, in place of the parts above */
  raw?: Buffer
}

export type SentMail = { messageId: string }

/** Where the shop's email goes: a real SMTP server, or the dev outbox that keeps every message. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<SentMail>
  close(): Promise<void>
}
