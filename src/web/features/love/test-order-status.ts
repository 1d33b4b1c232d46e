import { shop } from '@/domain/shop'
import type { PublicOrder } from '@/web/features/checkout/api/get-order'

type OrderStatus = PublicOrder['status']

type StatusCopy = { heading: string; message: string }

/** What the test page says for each status: only what has happened, and what will happen next. */
export const statusCopy: Record<OrderStatus, StatusCopy> = {
  pending_payment: {
    heading: 'Thy Love Scroll Awaits Payment',
    message: 'We have not received the payment for this scroll yet. Once it is paid, the scribes begin.',
  },
  paid: {
    heading: 'Thy Love Scroll Is Being Written',
    message: 'Payment received. Thy scroll is being written and will arrive by email.',
  },
  drafted: {
    heading: 'Thy Love Scroll Is Being Sealed',
    message: 'Thy scroll is written and is being sealed in wax. It will arrive by email.',
  },
  sent: {
    heading: 'Thy Love Scroll Has Been Sent',
    message: 'Thy scroll has been emailed. The order will be marked completed in a moment.',
  },
  completed: {
    heading: 'Thy Love Scroll Is Delivered',
    message: 'Thy test scroll was generated, emailed and marked completed.',
  },
  held: {
    heading: 'A Scribe Is Reading Thy Love Scroll',
    message:
      'Before it is sealed, a scribe reads thy scroll by hand. It goes out once approved, and its delivery time counts from then.',
  },
  failed: {
    heading: 'Thy Love Scroll Hit a Snag',
    message: `The scribes could not finish this scroll. Write to ${shop.contactEmail} and we shall put it right.`,
  },
  cancelled: {
    heading: 'This Love Scroll Was Cancelled',
    message: 'This order was cancelled, so no scroll will be written.',
  },
  refunded: {
    heading: 'This Love Scroll Was Refunded',
    message: 'Thy payment for this scroll was refunded in full.',
  },
}

/** The scribes are still at work: the page keeps asking until the order settles. */
export function isInProgress(status: OrderStatus | undefined): boolean {
  return status === 'paid' || status === 'drafted' || status === 'sent'
}

const steps = [
  { label: 'Scroll generated', reachedAt: 'drafted' },
  { label: 'Emailed', reachedAt: 'sent' },
  { label: 'Marked completed', reachedAt: 'completed' },
] as const

const progressRank: Partial<Record<OrderStatus, number>> = {
  pending_payment: 0,
  paid: 1,
  drafted: 2,
  sent: 3,
  completed: 4,
}

/** The fulfilment steps of an order, each done or not yet; a failed order keeps what it reached. */
export function fulfilmentSteps(order: Pick<PublicOrder, 'status' | 'paidAt'>) {
  const rank = progressRank[order.status] ?? 0
  return [
    { label: 'Payment received', done: order.paidAt !== null },
    ...steps.map((step) => ({ label: step.label, done: (progressRank[step.reachedAt] ?? 0) <= rank })),
  ]
}
