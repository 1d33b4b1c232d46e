import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { sentEmails } from '../db/schema'
import { HttpError } from '../http/errors'
import { readRawMessage } from '../mail/raw-message'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { findEmail, getEmail, readStoredMessage } from './read-emails'

// a claim older than this belongs to a re-send the shop did not live to finish, so it may be made again
const claimLapsesAfterMs = 10 * 60_000

/**
 * Claims a failed email for one re-send, with the staff action that asked for it, in one transaction: of
 * two clicks at once, only the first finds the row failed and unclaimed.
 */
async function claimForResend(services: Services, staff: StaffActor, id: string) {
  return services.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sentEmails)
      .set({ resendClaimedAt: new Date() })
      .where(
        and(
          eq(sentEmails.id, id),
          eq(sentEmails.status, 'failed'),
          or(
            isNull(sentEmails.resendClaimedAt),
            lt(sentEmails.resendClaimedAt, new Date(Date.now() - claimLapsesAfterMs)),
          ),
        ),
      )
      .returning({ id: sentEmails.id })
    if (claimed) await recordStaffAction(tx, staff, 'resend-email', 'email', id)
    return claimed !== undefined
  })
}

/**
 * Sends a failed email again, exactly as it was composed and with the same Message-ID, through the
 * shop's mailer, which records the attempt. Answers the email as it stands after the attempt: sent, or
 * failed with the new error.
 */
export async function resendEmail(services: Services, staff: StaffActor, id: string) {
  const email = await findEmail(services.db, id)
  if (!(await claimForResend(services, staff, id))) {
    const { status } = await findEmail(services.db, id)
    throw new HttpError(
      409,
      'conflict',
      status === 'sent'
        ? 'This email was sent already; there is nothing to send again.'
        : 'This email is being sent again already.',
    )
  }
  let failure: unknown
  try {
    const raw = await readStoredMessage(services, email.rawKey)
    if (!raw)
      throw new HttpError(409, 'conflict', 'The copy of this email is gone, so it cannot be sent again.')
    await services.mailer.send({
      to: email.to,
      subject: email.subject,
      text: (await readRawMessage(raw)).text ?? '',
      messageId: email.messageId,
      orderId: email.orderId ?? undefined,
      raw,
    })
  } catch (error) {
    failure = error
  } finally {
    await services.db.update(sentEmails).set({ resendClaimedAt: null }).where(eq(sentEmails.id, id))
  }
  const after = await getEmail(services, id)
  // a refusal by the mail server is recorded on the email, and the reply shows it; anything else is thrown
  if (failure !== undefined && after.attempts === email.attempts) throw failure
  return after
}
