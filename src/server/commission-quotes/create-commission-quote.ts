import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { quoteExpiresAt } from '@/domain/commission-quote'
import { commissionQuotes, commissionRequests } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { commissionQuoteJob } from './commission-quote-job'

export type NewCommissionQuote = {
  priceCents: number
  deliveryDays: number
  message: string
  validDays: number
}

/** The secret of a payment link: 32 random bytes, which nobody guesses and no id reveals. */
const newToken = () => randomBytes(32).toString('base64url')

/**
 * Writes a quote on a commission request and queues its letter to the customer, in one transaction under
 * the request's lock: the request becomes `quoted` at this price, and the action is recorded with who
 * wrote it. A newer quote replaces the earlier open ones, whose links stop working, so the customer pays
 * the price staff last gave. A request already paid takes no more quotes.
 */
export async function createCommissionQuote(
  services: Services,
  staff: StaffActor,
  requestId: string,
  quote: NewCommissionQuote,
  origin: string,
) {
  return services.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: commissionRequests.status })
      .from(commissionRequests)
      .where(eq(commissionRequests.id, requestId))
      .for('update')
    if (!request) throw new HttpError(404, 'not_found', 'There is no such commission request.')
    if (request.status === 'paid') {
      throw new HttpError(409, 'conflict', 'This commission is already paid; it takes no more quotes.')
    }
    const now = new Date()
    const replaced = await tx
      .update(commissionQuotes)
      .set({ expiresAt: now })
      .where(and(eq(commissionQuotes.requestId, requestId), gt(commissionQuotes.expiresAt, now)))
      .returning({ id: commissionQuotes.id })
    const [created] = await tx
      .insert(commissionQuotes)
      .values({
        requestId,
        priceCents: quote.priceCents,
        deliveryDays: quote.deliveryDays,
        message: quote.message,
        token: newToken(),
        expiresAt: quoteExpiresAt(quote.validDays, now),
        createdBy: staff.id,
        createdAt: now,
      })
      .returning()
    if (!created) throw new Error('the quote was not stored')
    await tx
      .update(commissionRequests)
      .set({ status: 'quoted', quoteCents: quote.priceCents })
      .where(eq(commissionRequests.id, requestId))
    await recordStaffAction(tx, staff, 'quote', 'commission', requestId, {
      quoteId: created.id,
      priceCents: quote.priceCents,
      deliveryDays: quote.deliveryDays,
      validDays: quote.validDays,
      previousStatus: request.status,
      ...(replaced.length > 0 ? { replacedQuoteIds: replaced.map((row) => row.id) } : {}),
    })
    await services.jobs.send(commissionQuoteJob, { quoteId: created.id, origin }, { tx })
    return created
  })
}
