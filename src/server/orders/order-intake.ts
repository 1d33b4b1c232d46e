import type { OrderRequest } from '@/domain/order-request'
import { isConstraintViolation } from '../db/constraint-violation'
import type { Db, DbTransaction } from '../db/database'
import type { Order } from '../db/schema'
import { type BatchOutcome, createWriteBatcher, type WriteBatcher } from '../db/write-batcher'
import { type EarlyBirdWatch, watchEarlyBird } from '../discounts/early-bird'
import { type Checkout, openCheckouts } from './open-checkout'
import type { PaymentProvider } from './payment-provider'
import { type PlacingContext, placeOrders } from './place-orders'

/** An order to place, with what is known of it; with `checkoutOrigin` its first checkout is opened too (create-payment). */
export type NewOrder = PlacingContext & { request: OrderRequest; checkoutOrigin?: string }
export type IntakeAnswer = { order: Order; checkout: Checkout | null }
export type OrderIntake = WriteBatcher<NewOrder, IntakeAnswer>

type Intake = {
  db: Db
  payments: PaymentProvider
  logger: { warn(details: object, message: string): void }
}

/**
 * Where new orders come in. Orders arriving together are taken together, in one transaction a batch:
 * placed (`placeOrders`), then their checkouts opened (`openCheckouts`), on either payment provider. A
 * rush of customers costs the database a few transactions rather than several per order. A batch holds
 * at most 64 orders; four batches are written at a time, so some are priced while others wait on the
 * database (four rather than two: create-payment, 3,270 -> 3,650 req/s in the benchmark, decision 027).
 */
export function createOrderIntake(intake: Intake): OrderIntake {
  const earlyBird = watchEarlyBird()
  return createWriteBatcher((items: NewOrder[]) => takeBatch(intake, earlyBird, items), {
    maxBatch: 64,
    maxInFlight: 4,
  })
}

/**
 * One batch in one transaction. A constraint one order's row breaks fails the transaction: then each
 * order is taken alone, so only that one fails; any other error (the database gone, say) fails the batch.
 */
async function takeBatch(
  intake: Intake,
  earlyBird: EarlyBirdWatch,
  items: NewOrder[],
): Promise<Array<BatchOutcome<IntakeAnswer>>> {
  try {
    return await intake.db.transaction((tx) => placeAndOpen(tx, intake.payments, earlyBird, items))
  } catch (error) {
    if (!isConstraintViolation(error) || items.length === 1) {
      return items.map(() => ({ ok: false, error }))
    }
    intake.logger.warn(
      { orders: items.length, reason: error instanceof Error ? error.message : String(error) },
      'an order of the batch broke a constraint; taking each order alone',
    )
    return (await Promise.all(items.map((item) => takeBatch(intake, earlyBird, [item])))).flat()
  }
}

async function placeAndOpen(
  tx: DbTransaction,
  payments: PaymentProvider,
  earlyBird: EarlyBirdWatch,
  items: NewOrder[],
): Promise<Array<BatchOutcome<IntakeAnswer>>> {
  const placed = await placeOrders(
    { tx, earlyBird },
    items.map((item) => item.request),
    items,
  )
  const toOpen = items.flatMap((item, index) => {
    const outcome = placed[index]
    return outcome?.ok && item.checkoutOrigin !== undefined
      ? [{ index, ...outcome.value, origin: item.checkoutOrigin, attempt: 1 }]
      : []
  })
  const checkouts = await openCheckouts(tx, payments, toOpen)
  const answers = placed.map(
    (outcome): BatchOutcome<IntakeAnswer> =>
      outcome.ok ? { ok: true, value: { order: outcome.value.order, checkout: null } } : outcome,
  )
  toOpen.forEach(({ index, order }, position) => {
    const checkout = checkouts[position]
    if (!checkout) return
    answers[index] = checkout.ok ? { ok: true, value: { order, checkout: checkout.value } } : checkout
  })
  return answers
}
