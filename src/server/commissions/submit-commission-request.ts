import type { CommissionRequest } from '@/domain/commission-request'
import { commissionRequests } from '../db/schema'
import type { Services } from '../services'
import { notifyTeamJob } from '../team-mail/notify-team-job'
import { acknowledgeCommissionJob } from './acknowledge-commission-job'

/**
 * Stores the request and queues its two emails together (the team's, and the customer's acknowledgement):
 * nothing is lost if mail is down. Staff answer it with a quote.
 */
export async function submitCommissionRequest(services: Services, request: CommissionRequest) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.insert(commissionRequests).values(request).returning({ id: commissionRequests.id })
    if (!row) throw new Error('commission request was not stored')
    await services.jobs.send(notifyTeamJob, { kind: 'commission', id: row.id }, { tx })
    await services.jobs.send(acknowledgeCommissionJob, { id: row.id }, { tx })
    return row
  })
}
