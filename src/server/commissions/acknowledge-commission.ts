import { eq } from 'drizzle-orm'
import { commissionRequests } from '../db/schema'
import { commissionReceivedEmail } from '../letters/commission-request-received'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

/** One Message-ID per request, so a letter sent again after a crash is known for the same one. */
export function commissionReceivedMessageId(requestId: string): string {
  return shopMessageId(`commission-received-${requestId}`)
}

/**
 * Emails the customer that their commission request arrived and a quote follows. A request already marked
 * acknowledged is left alone; a crash between sending and marking sends the same message again, which the
 * fixed Message-ID lets mail clients and the dev outbox drop.
 */
export async function acknowledgeCommission(services: Services, { id }: { id: string }) {
  const { db, mailer } = services
  const [row] = await db.select().from(commissionRequests).where(eq(commissionRequests.id, id))
  if (!row || row.acknowledgedAt) return
  const email = commissionReceivedEmail({
    customerName: row.name,
    target: row.target,
    style: row.style,
    length: row.length,
    voiceNarration: row.voiceNarration,
    deadline: row.deadline,
    anonymousDelivery: row.anonymousDelivery,
    recipientEmail: row.recipientEmail,
  })
  await mailer.send({ to: row.email, ...email, messageId: commissionReceivedMessageId(id) })
  await db.update(commissionRequests).set({ acknowledgedAt: new Date() }).where(eq(commissionRequests.id, id))
}
