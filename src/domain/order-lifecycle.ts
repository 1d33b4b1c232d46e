/**
 * An order's life (product decision 9, with the states refunds, retries and review need): placed unpaid,
 * paid, its scrolls drafted (written and sealed), sent, and completed once the receipt went too. A written
 * scroll a person must read first is held until approved or refused (product decision 27). A failed chain
 * can be retried from where it stopped; an unpaid order can be cancelled; a paid one refunded.
 */
export const orderStatuses = [
  'pending_payment',
  'paid',
  'drafted',
  'sent',
  'completed',
  'held',
  'failed',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** The steps that fulfil a paid order, in the order they run (the server's fulfilment chain). */
export const fulfilmentSteps = ['compose', 'render', 'email', 'receipt', 'complete'] as const
export type FulfilmentStep = (typeof fulfilmentSteps)[number]

/** The status an order is in once a step is done, for the steps that move it (product decision 9). */
export const statusAfterStep: Readonly<Partial<Record<FulfilmentStep, OrderStatus>>> = {
  render: 'drafted',
  email: 'sent',
  complete: 'completed',
}

/** The status an order is in when `step` starts: the status the last step before it left it in. */
export function statusBefore(step: FulfilmentStep): OrderStatus {
  let status: OrderStatus = 'paid'
  for (const earlier of fulfilmentSteps.slice(0, fulfilmentSteps.indexOf(step))) {
    status = statusAfterStep[earlier] ?? status
  }
  return status
}

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** Every move an order may make, and nothing else: the one table the order's status obeys. */
export const orderMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // paid by the customer; cancelled when a late early-bird payment is refunded
  pending_payment: ['paid', 'cancelled'],
  // fulfilment moves forward one status a step; any of them may fail, and any paid order may be refunded;
  // a written scroll a person must read first is held before it is sealed
  paid: ['drafted', 'held', 'failed', 'refunded'],
  // a sealed scroll whose recipient asked for no more is held before it is emailed
  drafted: ['sent', 'held', 'failed', 'refunded'],
  sent: ['completed', 'failed', 'refunded'],
  completed: ['refunded'],
  // a person approves it (fulfilment goes on from sealing) or refuses it (refunded in full)
  held: ['paid', 'refunded'],
  // a retry goes back to the status the failed step started from
  failed: ['paid', 'drafted', 'sent', 'refunded'],
  cancelled: [],
  refunded: [],
}

export function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderMoves[from].includes(to)
}

/** Who moved an order: the shop itself, the customer (placing and paying), or a member of staff. */
export type OrderActor = 'system' | 'customer' | { staffUserId: string }

/**
 * A scroll's number as staff read it, from 1. A single order's one scroll is stored at position 0 and a
 * bundle's targets from 1 (their place in the customer's form), so both orders' first scroll reads 1.
 */
export function scrollNumber(position: number): number {
  return Math.max(position, 1)
}
