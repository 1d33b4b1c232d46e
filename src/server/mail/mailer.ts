export type MailAttachment = { filename: string; content: Buffer; contentType: string }

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: MailAttachment[]
  /** a fixed Message-ID (`<...@...>`) lets a retried send be recognised as the same message */
  messageId?: string
}

export type SentMail = { messageId: string }

/** Where the shop's email goes: a real SMTP server, or the dev outbox that keeps every message. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<SentMail>
  close(): Promise<void>
}
