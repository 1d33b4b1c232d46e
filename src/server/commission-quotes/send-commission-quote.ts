import { eq } from 'drizzle-orm'
import { quoteLastDay } from '@/domain/commission-quote'
import { commissionQuotes, commissionRequests } from '../db/schema'
import { commissionQuoteEmail } from '../letters/commission-quoted'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

/** One Message-ID per quote, so a letter sent again after a crash is known for the same one. */
export function commissionQuoteMessageId(quoteId: string): string {
  return shopMessageId(`commission-quote-${quoteId}`)
}

/** Where the customer reads and pays a quote: the token is the only key to it. */
export function quotePageUrl(origin: string, token: string): string {
  return `${origin}/commission/quote/${token}`
}

/**
 * Sends the customer the letter of one quote. A crash between the mail server's acceptance and the job's
 * completion sends it again with the same Message-ID, which mail clients and the dev outbox drop.
 */
export async function sendCommissionQuote(
  services: Services,
  { quoteId, origin }: { quoteId: string; origin: string },
) {
  const [row] = await services.db
    .select({
      name: commissionRequests.name,
      email: commissionRequests.email,
      target: commissionRequests.target,
      recipientEmail: commissionRequests.recipientEmail,
      priceCents: commissionQuotes.priceCents,
      deliveryDays: commissionQuotes.deliveryDays,
      message: commissionQuotes.message,
      token: commissionQuotes.token,
      expiresAt: commissionQuotes.expiresAt,
    })
    .from(commissionQuotes)
    .innerJoin(commissionRequests, eq(commissionRequests.id, commissionQuotes.requestId))
    .where(eq(commissionQuotes.id, quoteId))
  if (!row) return
  const email = commissionQuoteEmail({
    customerName: row.name,
    target: row.target,
    toRecipient: row.recipientEmail !== null,
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    message: row.message,
    url: quotePageUrl(origin, row.token),
    lastDay: quoteLastDay(row.expiresAt),
  })
  await services.mailer.send({ to: row.email, ...email, messageId: commissionQuoteMessageId(quoteId) })
}
