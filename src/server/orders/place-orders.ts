import { randomUUID } from 'node:crypto'
import { quoteCommission } from '@/domain/commission-quote'
import { quoteOrder } from '@/domain/pricing'
import type { DbTransaction } from '../db/database'
import { insertRows } from '../db/insert-rows'
import { type Order, orders, orderTargets, recipientScrolls } from '../db/schema'
import type { BatchOutcome } from '../db/write-batcher'
import { claimEarlyBirdPlaces, type EarlyBirdWatch } from '../discounts/early-bird'
import { checkRecipients, type RecipientCheck } from './check-recipients'
import { notePlaced } from './move-order'
import { orderValues, targetValues } from './order-values'
import { earlyBirdDiscount, type OrderTerms, type OrderToPlace, resolveOrderTerms } from './resolve-discount'
import type { OrderReview } from './screen-order'

/** A stored order; `earlyBirdHoldEnds` when it was priced with an early-bird place held until then. */
export type PlacedOrder = { order: Order; earlyBirdHoldEnds: Date | null }

export type Placing = { tx: DbTransaction; earlyBird: EarlyBirdWatch }

/**
 * What the shop knows of a request beyond its words: the address it came from, when known (decision 028),
 * and why a person must read it before anything is sent, when the screen said so (`screenOrder`).
 */
export type PlacingContext = {
  clientIp?: string | null
  review?: OrderReview
  /** its recipients' addresses as keyed hashes (`recipientsOf`): checked, then counted toward their limit */
  recipients?: RecipientCheck
}

type Accepted = { id: string; request: OrderToPlace; terms: OrderTerms; context: PlacingContext }

/**
 * Prices each request on the server and stores its order, targets and first history line, for many
 * orders at once, in the caller's transaction: an order is never half-created, and an early-bird place is
 * claimed (while places may be free) only with its order. Each order answers for itself: a bad code
 * fails that order alone. A quoted commission is priced by its quote, which the server read from the
 * database.
 */
export async function placeOrders(
  { tx, earlyBird }: Placing,
  requests: OrderToPlace[],
  contexts: PlacingContext[] = [],
): Promise<Array<BatchOutcome<PlacedOrder>>> {
  const terms = await resolveOrderTerms(tx, requests)
  const refusals = await checkRecipients(
    tx,
    requests.map((_, index) => (terms[index] instanceof Error ? undefined : contexts[index]?.recipients)),
  )
  const accepted: Accepted[] = []
  const outcomes = requests.map((request, index): BatchOutcome<PlacedOrder> | undefined => {
    const itemTerms = terms[index]
    if (itemTerms === undefined || itemTerms instanceof Error) return { ok: false, error: itemTerms }
    const refused = refusals[index]
    if (refused) return { ok: false, error: refused }
    accepted.push({ id: randomUUID(), request, terms: itemTerms, context: contexts[index] ?? {} })
    return undefined
  })
  if (accepted.length === 0) return outcomes as Array<BatchOutcome<PlacedOrder>>

  const eligible = accepted.filter((item) => item.terms.earlyBirdEligible).map((item) => item.id)
  const claim =
    eligible.length > 0 && earlyBird.mayHaveFreePlaces() ? await claimEarlyBirdPlaces(tx, eligible) : null
  if (claim?.allHeld) earlyBird.noteAllHeld()
  const rows = accepted.map(({ id, request, terms, context }) => {
    const discount = terms.discount ?? (claim?.granted.has(id) ? earlyBirdDiscount : null)
    const quote =
      request.kind === 'commission'
        ? quoteCommission(request)
        : quoteOrder(request, { priceList: terms.priceList, discount })
    return {
      ...orderValues(id, request, quote, terms),
      clientIp: context.clientIp ?? null,
      reviewFindings: context.review?.findings ?? [],
      reviewReason: context.review?.reason ?? null,
    }
  })
  const stored = new Map((await insertRows(tx, orders, rows)).map((order) => [order.id, order]))
  const targets = accepted.flatMap(({ id, request }) =>
    targetValues(request).map((target) => ({ ...target, orderId: id })),
  )
  if (targets.length > 0) await tx.insert(orderTargets).values(targets)
  const addressed = accepted.flatMap(({ id, context }) =>
    [...new Set(context.recipients?.addressed.map((item) => item.hash))].map((addressHash) => ({
      addressHash,
      orderId: id,
    })),
  )
  // the batch's rows in one JSON parameter, as the orders' (decision 027)
  if (addressed.length > 0) await insertRows(tx, recipientScrolls, addressed)
  await notePlaced(tx, [...stored.keys()])

  const placed = accepted.map(({ id }): BatchOutcome<PlacedOrder> => {
    const order = stored.get(id)
    if (!order) return { ok: false, error: new Error(`order ${id} was not stored`) }
    return { ok: true, value: { order, earlyBirdHoldEnds: claim?.granted.has(id) ? claim.heldUntil : null } }
  })
  return outcomes.map((outcome) => outcome ?? (placed.shift() as BatchOutcome<PlacedOrder>))
}
