import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/database'
import { outboxMessages } from '../db/schema'
import { formatAddress } from './header-guard'
import type { Mailer, MailMessage } from './mailer'

/**
 * The embedded default: builds the same RFC 822 message SMTP would carry, then keeps it in the database
 * (for staff to read) and as an .eml file under the outbox folder (to open in any mail client), one per
 * Message-ID.
 */
export function createOutboxMailer(options: { db: Db; directory: string; from: string }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await composer.sendMail({ from: options.from, ...message })
      const raw = info.message as Buffer
      // one file and one row per Message-ID: a message sent again after a crash replaces its own copy
      const fileName = `${info.messageId.replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`
      await mkdir(options.directory, { recursive: true })
      await writeFile(path.join(options.directory, fileName), raw)
      const values = {
        messageId: info.messageId,
        from: options.from,
        to: message.to,
        replyTo: message.replyTo && formatAddress(message.replyTo),
        subject: message.subject,
        text: message.text,
        emlFile: fileName,
        sizeBytes: raw.byteLength,
      }
      await options.db
        .insert(outboxMessages)
        .values({ id: randomUUID(), ...values })
        .onConflictDoUpdate({
          target: outboxMessages.messageId,
          set: { ...values, sendCount: sql`${outboxMessages.sendCount} + 1` },
        })
      return { messageId: info.messageId }
    },
    async close() {},
  }
}
