import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer'

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url)
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
