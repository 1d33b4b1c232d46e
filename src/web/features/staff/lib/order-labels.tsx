import type { FulfilmentStep, OrderStatus } from '@/domain/order-lifecycle'

/** An order's status as staff read it in the queue and on the order. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  drafted: 'Drafted',
  sent: 'Sent',
  completed: 'Completed',
  held: 'Needs review',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** What each fulfilment step does, in words: where a failed order stopped. */
export const fulfilmentStepLabels: Record<FulfilmentStep, string> = {
  compose: 'writing the scroll',
  render: 'sealing the PDF',
  email: 'emailing the scroll',
  receipt: 'sending the receipt',
  complete: 'completing the order',
}

/** A failure reason as stored ("email failed: …") told in words: the step, then what went wrong. */
export function failureInWords(step: FulfilmentStep | null, reason: string | null): string {
  const what = reason?.replace(/^[a-z]+ failed: /, '') ?? 'no reason was recorded'
  return step ? `Stopped while ${fulfilmentStepLabels[step]}: ${what}` : what
}

/** Who moved an order, for its timeline. */
export function actorLabel(event: { actor: 'system' | 'customer' | 'staff'; staffName: string | null }) {
  if (event.actor === 'staff') return event.staffName ?? 'A former member of staff'
  return event.actor === 'customer' ? 'Customer' : 'The shop'
}

const statusTone: Record<OrderStatus, string> = {
  pending_payment: 'bg-parchment-deep text-ink',
  paid: 'bg-gold-soft text-ink',
  drafted: 'bg-gold-soft text-ink',
  sent: 'bg-moss/15 text-moss',
  completed: 'bg-moss text-vellum',
  held: 'bg-wax/15 text-wax',
  failed: 'bg-wax text-vellum',
  cancelled: 'bg-ink/10 text-ink-soft',
  refunded: 'bg-royal/15 text-royal',
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${statusTone[status]}`}>
      {orderStatusLabels[status]}
    </span>
  )
}
