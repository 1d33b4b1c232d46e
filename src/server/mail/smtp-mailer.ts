import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer'

/**
 * SMTP through a small pool of kept-open connections: a busy hour of deliveries reuses them instead of
 * greeting the server anew for every message. A connection the server dropped is replaced on the next send.
 */
export function createSmtpMailer(options: { url: string; from: string; connections?: number }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.connections ?? 4,
  })
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message })
      return { messageId: info.messageId }
    },
    async close() {
      transport.close()
    },
  }
}
