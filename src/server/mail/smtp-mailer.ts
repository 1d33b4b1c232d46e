import nodemailer from 'nodemailer'
import { type DkimOptions, isSigned } from './dkim'
import type { Mailer, MailMessage } from './mailer'

/**
 * SMTP through a small pool of kept-open connections: a busy hour of deliveries reuses them instead of
 * greeting the server anew for every message. A connection the server dropped is replaced on the next send.
 * With a DKIM key, nodemailer signs each message on its way out; one the mail log composed and signed
 * already (raw-message.ts) goes as it is, so it carries one signature and matches its kept copy.
 */
export function createSmtpMailer(options: {
  url: string
  from: string
  connections?: number
  dkim?: DkimOptions
}): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.connections ?? 4,
  })
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const sign = options.dkim && !(message.raw && isSigned(message.raw))
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        ...(sign ? { dkim: options.dkim } : {}),
      })
      return { messageId: info.messageId }
    },
    async close() {
      transport.close()
    },
  }
}
