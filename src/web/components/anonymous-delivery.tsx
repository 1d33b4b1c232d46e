/** The words the delivery email signs an anonymous scroll with (product decisions 12 and 26). */
const anonymousSignature = 'an anonymous well-wisher'

export const anonymousDeliveryCopy = {
  label: 'Deliver anonymously',
  description: `The recipient will not see thy name or email: the scroll is signed by “${anonymousSignature}”.`,
  chosen: 'Delivered anonymously',
  signed: 'Signed with thy name',
} as const

/** How an order is signed, where the customer reviews or confirms it. */
export function DeliverySignature({ anonymous, className }: { anonymous: boolean; className?: string }) {
  return (
    <p className={className}>
      {anonymous ? (
        <>
          <strong className="font-display">{anonymousDeliveryCopy.chosen}</strong>: the recipient will not see
          thy name or email.
        </>
      ) : (
        anonymousDeliveryCopy.signed
      )}
    </p>
  )
}
