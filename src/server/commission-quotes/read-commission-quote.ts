import { commissionLengths, commissionStyles } from '@/domain/catalog-options'
import { quoteLastDay } from '@/domain/commission-quote'
import type { DbOrTransaction } from '../db/database'
import { findQuote, type QuoteWithRequest, quoteState } from './find-quote'

const labelOf = (labels: Record<string, string>, id: string | null) =>
  id !== null && Object.hasOwn(labels, id) ? labels[id] : undefined

// "Divine Fury, 3-5 pages, read aloud, signed anonymously": the choices, never the tale or the customer
function summaryOf({ request }: QuoteWithRequest): string {
  return [
    labelOf(commissionStyles, request.style),
    labelOf(commissionLengths, request.length),
    request.voiceNarration ? 'with voice narration' : undefined,
    request.anonymousDelivery ? 'signed anonymously' : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ')
}

/**
 * What the quote page shows to whoever holds the link: the quote and what it is for, and nothing that
 * names the customer or any row beyond the token itself.
 */
export async function readCommissionQuote(db: DbOrTransaction, token: string) {
  const found = await findQuote(db, token)
  const { quote } = found
  return {
    token: quote.token,
    target: found.request.target,
    summary: summaryOf(found),
    toRecipient: found.request.recipientEmail !== null,
    priceCents: quote.priceCents,
    deliveryDays: quote.deliveryDays,
    message: quote.message,
    expiresAt: quote.expiresAt.toISOString(),
    lastDay: quoteLastDay(quote.expiresAt).toISOString().slice(0, 10),
    state: quoteState(found),
  }
}
