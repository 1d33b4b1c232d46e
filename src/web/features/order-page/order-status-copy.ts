import type { OrderStatus } from '@/domain/order-lifecycle'
import { shop } from '@/domain/shop'

/** What the order's page says of the order as a whole, for each status: what has happened, what comes next. */
export const statusMessages: Record<OrderStatus, string> = {
  pending_payment:
    'We have not received the payment for this scroll yet. Once it is paid, the scribes begin.',
  paid: 'Payment received. Thy scroll is being written and will arrive by email.',
  drafted: 'Thy scroll is written and is being sealed in wax. It will arrive by email.',
  sent: 'Thy scroll has been emailed. The order will be marked completed in a moment.',
  completed: 'Thy scroll was written, sealed and emailed.',
  held: 'Before it is sealed, a scribe reads thy scroll by hand. It goes out once approved, and its delivery time counts from then.',
  failed: `The scribes could not finish this scroll. Write to ${shop.contactEmail} and we shall put it right.`,
  cancelled: 'This order was cancelled, so no scroll will be written.',
  refunded: 'Thy payment for this scroll was refunded in full.',
}

/** The scribes are still at work: the page keeps asking until the order settles. */
export function isInProgress(status: OrderStatus | undefined): boolean {
  return status === 'paid' || status === 'drafted' || status === 'sent'
}
