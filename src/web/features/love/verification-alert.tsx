import type { UseQueryResult } from '@tanstack/react-query'
import type { PaymentVerification } from '@/web/features/checkout/api/verify-payment'

/** Says why a returning payment could not be confirmed; silent when it was. */
export function VerificationAlert({ verification }: { verification: UseQueryResult<PaymentVerification> }) {
  if (verification.data?.success) return null
  const reason = verification.isError
    ? 'Failed to verify payment'
    : (verification.data?.error ?? 'There was an issue verifying your payment.')
  return (
    <div role="alert" className="rounded-lg border-2 border-wax bg-[#fbeeee] p-4 text-wax">
      <p className="font-display font-semibold">Payment Verification Failed</p>
      <p>{reason}</p>
    </div>
  )
}
