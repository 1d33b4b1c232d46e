import { queryClient } from '@/web/lib/query-provider'
import { orderQuery, type PublicOrder } from './get-order'

/**
 * Puts an order just created where the payment page will read it, so that page shows it at once. The love
 * form imports this on submit: the query cache comes with the payment page, not with the form.
 */
export function rememberOrder(order: PublicOrder) {
  queryClient.setQueryData(orderQuery(order.id).queryKey, order)
}
