import { createHash, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { StorageBucket } from '@/domain/storage-buckets'
import type { Db } from '../db/database'
import { type SentEmailStatus, sentEmails } from '../db/schema'
import type { Storage } from '../storage/storage'
import type { DkimOptions } from './dkim'
import { guardMailHeaders } from './header-guard'
import type { Mailer, MailMessage } from './mailer'
import { shopMessageId } from './message-id'
import { composeRawMessage } from './raw-message'

/**
 * Where the mail log keeps each whole message. It is the shop's own bucket and not one of the file
 * manager's, so no member of staff can delete or replace a copy the Outbox sends again.
 */
export const mailBucket = 'mail' as StorageBucket

/** One file per Message-ID: a message sent again replaces its own copy. */
export const rawMessageKey = (messageId: string) =>
  `${createHash('sha256').update(messageId).digest('hex').slice(0, 40)}.eml`

const errorInWords = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error'

type Options = { db: Db; storage: Storage; from: string; logger: Logger; dkim?: DkimOptions }

/**
 * Logs every send in `sent_emails`, whatever the provider: the message is composed and kept first, then
 * the provider sends exactly those bytes. A failure is recorded with its error and thrown on, so callers
 * retry as before; a later success of the same Message-ID marks it sent, and sent it stays.
 */
export function recordedMailer(mailer: Mailer, { db, storage, from, logger, dkim }: Options): Mailer {
  async function record(
    message: MailMessage & { messageId: string },
    raw: Buffer,
    outcome: { status: SentEmailStatus; error?: string },
  ) {
    const now = new Date()
    const details = {
      to: message.to,
      subject: message.subject,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        sizeBytes: content.byteLength,
      })),
      rawKey: rawMessageKey(message.messageId),
      sizeBytes: raw.byteLength,
    }
    await db
      .insert(sentEmails)
      .values({
        messageId: message.messageId,
        ...details,
        status: outcome.status,
        lastError: outcome.error ?? null,
        orderId: message.orderId ?? null,
        firstAttemptAt: now,
        lastAttemptAt: now,
      })
      .onConflictDoUpdate({
        target: sentEmails.messageId,
        set: {
          // a message sent again from the Outbox carries no attachments list of its own: keep the row's
          ...(message.raw ? {} : details),
          status: sql`case when ${sentEmails.status} = 'sent' then 'sent' else excluded.status end`,
          lastError: outcome.error ?? sql`${sentEmails.lastError}`,
          orderId: sql`coalesce(excluded.order_id, ${sentEmails.orderId})`,
          attempts: sql`${sentEmails.attempts} + 1`,
          lastAttemptAt: now,
        },
      })
  }

  // the provider's answer is what counts: a log that cannot be written is reported, never a failed send
  async function recordQuietly(...args: Parameters<typeof record>) {
    try {
      await record(...args)
    } catch (error) {
      logger.error({ err: error, messageId: args[0].messageId }, 'the mail log could not record a send')
    }
  }

  return {
    kind: mailer.kind,
    async send(unchecked) {
      // refused before anything is kept: no log row or stored copy of a message that never went
      const message = guardMailHeaders(unchecked)
      const { orderId: _orderId, ...mail } = message
      const messageId = message.messageId ?? shopMessageId(randomUUID())
      const raw = message.raw ?? (await composeRawMessage(from, { ...mail, messageId }, dkim))
      const logged = { ...message, messageId }
      await storage.put(mailBucket, rawMessageKey(messageId), raw, 'message/rfc822')
      try {
        const sent = await mailer.send({ ...mail, messageId, raw })
        await recordQuietly(logged, raw, { status: 'sent' })
        return sent
      } catch (error) {
        await recordQuietly(logged, raw, { status: 'failed', error: errorInWords(error) })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}
