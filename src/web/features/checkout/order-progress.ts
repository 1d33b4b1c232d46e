import { shop } from '@/domain/shop'
import type { PublicOrder } from './api/get-order'

type OrderStatus = PublicOrder['status']
type ProgressOrder = Pick<PublicOrder, 'status' | 'paidAt' | 'underReview'>

// the way an order goes; a failed, cancelled or refunded one keeps only what its payment says
const progress: OrderStatus[] = ['pending_payment', 'paid', 'held', 'drafted', 'sent', 'completed']

/** The scribes have the order, or are done with it: it is paid and neither stopped nor refunded. */
export const isUnderway = (status: OrderStatus) => progress.indexOf(status) > 0

/** What the confirmation says of an order now, for every product: what has happened, and what is next. */
const messages: Record<OrderStatus, string> = {
  pending_payment: 'Not paid yet. Once it is paid, the scribes begin.',
  paid: 'Payment received. The scribes are writing.',
  held: 'Written; a scribe reads it by hand before it is sealed. Nothing is sent until approved, and the delivery time counts from then.',
  drafted: 'Written and sealed in wax, and being emailed.',
  sent: 'Sealed and emailed. Thy receipt follows in a moment.',
  completed: 'Delivered: sealed and emailed, and thy receipt is in thy inbox.',
  failed: `The scribes could not finish this order. Write to ${shop.contactEmail} and we shall put it right.`,
  cancelled: 'This order was cancelled.',
  refunded: 'This order was refunded; a letter went to thy email.',
}

export const progressMessage = (order: Pick<PublicOrder, 'status'>) => messages[order.status]

/** The page asks the server again while the scribes work: often, and seldom while a scribe reads by hand. */
export function pollInterval(status: OrderStatus | undefined): number | false {
  if (status === 'held') return 30_000
  return status === 'paid' || status === 'drafted' || status === 'sent' ? 3000 : false
}

/** The steps of an order's delivery, each done or not yet; the reading by hand only where it happens. */
export function deliverySteps(order: ProgressOrder): { label: string; done: boolean }[] {
  const rank = progress.indexOf(order.status)
  const steps = [
    { label: 'Payment received', done: order.paidAt !== null },
    { label: 'Written', done: rank >= 2 },
    { label: 'Approved by a scribe', done: rank >= 3 },
    { label: 'Sealed and emailed', done: rank >= 4 },
    { label: 'Receipt sent', done: rank >= 5 },
  ]
  return order.underReview || order.status === 'held' ? steps : steps.filter((_, i) => i !== 2)
}
