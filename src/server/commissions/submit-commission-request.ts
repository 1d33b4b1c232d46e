import type { CommissionRequest } from '@/domain/commission-request'
import { commissionRequests } from '../db/schema'
import { HttpError } from '../http/errors'
import { recipientRefusals } from '../orders/check-recipients'
import { optedOut } from '../recipients/do-not-send'
import { recipientHash } from '../recipients/recipient-hash'
import type { Services } from '../services'
import { notifyTeamJob } from '../team-mail/notify-team-job'
import { acknowledgeCommissionJob } from './acknowledge-commission-job'

/**
 * A recipient who asked for no more scrolls is refused now, naming only the field, rather than after the
 * customer has waited for a quote; the checkout of the quote checks again, with the weekly limit.
 */
async function refuseOptedOutRecipient(services: Services, recipientEmail: string | undefined) {
  if (!recipientEmail) return
  const hash = recipientHash(services.recipientKeys, recipientEmail)
  if (!(await optedOut(services.db, [hash])).has(hash)) return
  const message = recipientRefusals.optedOut
  throw new HttpError(422, 'recipient_refused', message, { recipientEmail: message })
}

/**
 * Stores the request and queues its two emails together (the team's, and the customer's acknowledgement):
 * nothing is lost if mail is down. Staff answer it with a quote.
 */
export async function submitCommissionRequest(services: Services, request: CommissionRequest) {
  await refuseOptedOutRecipient(services, request.recipientEmail)
  return services.db.transaction(async (tx) => {
    const [row] = await tx.insert(commissionRequests).values(request).returning({ id: commissionRequests.id })
    if (!row) throw new Error('commission request was not stored')
    await services.jobs.send(notifyTeamJob, { kind: 'commission', id: row.id }, { tx })
    await services.jobs.send(acknowledgeCommissionJob, { id: row.id }, { tx })
    return row
  })
}
