import { useQueryClient } from '@tanstack/react-query'
import { CheckoutButton } from '@/web/features/checkout/checkout-button'
import { checkoutCommissionQuote } from './api/checkout-commission-quote'
import { commissionQuoteQuery } from './api/get-commission-quote'

/** Opens the checkout of a quote; a quote that lapsed or was paid meanwhile shows so on the page. */
export function PayQuoteButton({ token, label }: { token: string; label: string }) {
  const queryClient = useQueryClient()
  return (
    <CheckoutButton
      label={label}
      open={() => checkoutCommissionQuote(token)}
      // the server says what changed, and the page reads the quote again to show it
      onRefused={() => void queryClient.invalidateQueries(commissionQuoteQuery(token))}
    />
  )
}
