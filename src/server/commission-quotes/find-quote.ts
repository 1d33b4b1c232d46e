import { eq, getTableColumns } from 'drizzle-orm'
import type { DbOrTransaction, DbTransaction } from '../db/database'
import { commissionQuotes, commissionRequests } from '../db/schema'
import { HttpError } from '../http/errors'

const quoteWithRequest = (db: DbOrTransaction, token: string) =>
  db
    .select({ quote: getTableColumns(commissionQuotes), request: getTableColumns(commissionRequests) })
    .from(commissionQuotes)
    .innerJoin(commissionRequests, eq(commissionRequests.id, commissionQuotes.requestId))
    .where(eq(commissionQuotes.token, token))

export type QuoteWithRequest = Awaited<ReturnType<typeof quoteWithRequest>>[number]

const notFound = () =>
  new HttpError(404, 'not_found', 'No quote answers to this link. Please check it against thy email.')

/** The quote a payment link names, with its request; 404 for a token nobody was given. */
export async function findQuote(db: DbOrTransaction, token: string): Promise<QuoteWithRequest> {
  const [found] = await quoteWithRequest(db, token)
  if (!found) throw notFound()
  return found
}

/** The same, holding the quote's row until the transaction ends, so two checkouts of it take turns. */
export async function lockQuote(tx: DbTransaction, token: string): Promise<QuoteWithRequest> {
  const [found] = await quoteWithRequest(tx, token).for('update', { of: commissionQuotes })
  if (!found) throw notFound()
  return found
}

/** What a customer's link finds: open to pay, lapsed, or the commission already paid. */
export type QuoteState = 'open' | 'expired' | 'paid'

export function quoteState({ quote, request }: QuoteWithRequest, now = new Date()): QuoteState {
  if (request.status === 'paid') return 'paid'
  return quote.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open'
}
