import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { DbOrTransaction } from '../db/database'
import { orders, recipientScrolls } from '../db/schema'
import { HttpError } from '../http/errors'
import { optedOut } from '../recipients/do-not-send'
import { type RecipientKeys, recipientHash } from '../recipients/recipient-hash'
import type { OrderToPlace } from './resolve-discount'

/** An order's recipient addresses as their keyed hashes, each with the form field that holds it. */
export type RecipientCheck = {
  addressed: ReadonlyArray<{ field: string; hash: string }>
  weeklyLimit: number
}

/**
 * The recipients an order request names, hashed, for `checkRecipients` to check when the order is placed
 * and `placeOrders` to record: the single scroll's (or a commission's) recipient, or each named target of a
 * bundle (a target without a name is not written, so its address is not checked either).
 */
export function recipientsOf(
  services: { config: Pick<Config, 'RECIPIENT_WEEKLY_LIMIT'>; recipientKeys: RecipientKeys },
  request: OrderToPlace,
): RecipientCheck {
  const hash = (address: string) => recipientHash(services.recipientKeys, address)
  const addressed =
    request.kind !== 'bundle'
      ? request.recipientEmail
        ? [{ field: 'recipientEmail', hash: hash(request.recipientEmail) }]
        : []
      : request.targets.flatMap((target, index) =>
          target.name !== '' && target.email
            ? [{ field: `targets.${index}.email`, hash: hash(target.email) }]
            : [],
        )
  return { addressed, weeklyLimit: services.config.RECIPIENT_WEEKLY_LIMIT }
}

/**
 * The scrolls that count toward a recipient's weekly limit: every paid order placed for them in the last
 * seven days, and every unpaid one placed in the last hour, so that a few abandoned checkouts hold a
 * recipient for an hour, not for a week. A refunded order no longer counts.
 */
async function recentScrolls(db: DbOrTransaction, hashes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ hash: recipientScrolls.addressHash, scrolls: count() })
    .from(recipientScrolls)
    .innerJoin(orders, eq(orders.id, recipientScrolls.orderId))
    .where(
      and(
        inArray(recipientScrolls.addressHash, hashes),
        gt(recipientScrolls.createdAt, sql`now() - interval '7 days'`),
        or(
          eq(orders.paymentStatus, 'paid'),
          and(eq(orders.paymentStatus, 'pending'), gt(orders.createdAt, sql`now() - interval '1 hour'`)),
        ),
      ),
    )
    .groupBy(recipientScrolls.addressHash)
  return new Map(rows.map((row) => [row.hash, row.scrolls]))
}

export const recipientRefusals = {
  optedOut: 'This recipient has asked to receive no more scrolls.',
  limit: (limit: number) =>
    `The scribes send no one more than ${limit} scrolls in seven days, and this recipient has had their share. Please try again next week.`,
}

/**
 * Checks the recipients of a batch of orders before anything is charged (product decision 28), in the
 * transaction that places them: an address on the do-not-send list, or one that already has its weekly
 * limit of scrolls coming from all customers together (this batch's earlier orders included), refuses
 * that order alone (422 `recipient_refused`), naming only the field. Two queries a batch, not two an
 * order: create-payment takes thousands of orders a second in batches of up to 64 (decision 027).
 * Answers each order's refusal, or undefined; an order without a check (a failed one) is skipped.
 */
export async function checkRecipients(
  db: DbOrTransaction,
  checks: ReadonlyArray<RecipientCheck | undefined>,
): Promise<Array<HttpError | undefined>> {
  const hashes = [...new Set(checks.flatMap((check) => check?.addressed.map((item) => item.hash) ?? []))]
  if (hashes.length === 0) return checks.map(() => undefined)
  const refused = await optedOut(db, hashes)
  const recent = await recentScrolls(db, hashes)
  return checks.map((check) => {
    if (!check) return undefined
    const fields: Record<string, string> = {}
    // a bundle naming one address twice sends it two scrolls at once
    const named = new Map<string, number>()
    for (const { field, hash } of check.addressed) {
      named.set(hash, (named.get(hash) ?? 0) + 1)
      if (refused.has(hash)) fields[field] = recipientRefusals.optedOut
      else if ((recent.get(hash) ?? 0) + (named.get(hash) ?? 0) > check.weeklyLimit) {
        fields[field] = recipientRefusals.limit(check.weeklyLimit)
      }
    }
    const [first] = Object.values(fields)
    if (first !== undefined) return new HttpError(422, 'recipient_refused', first, fields)
    // placed: its scrolls count toward the limit of the batch's later orders
    for (const hash of named.keys()) recent.set(hash, (recent.get(hash) ?? 0) + 1)
    return undefined
  })
}
