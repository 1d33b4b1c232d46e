import { useId } from 'react'
import type { FieldRegistration } from '@/web/lib/form/use-form'

/** The words the delivery email signs an anonymous scroll with (product decisions 12 and 26). */
const anonymousSignature = 'an anonymous well-wisher'

export const anonymousDeliveryCopy = {
  label: 'Deliver anonymously',
  description: `The recipient will not see thy name or email: the scroll is signed by “${anonymousSignature}”.`,
  chosen: 'Delivered anonymously',
  signed: 'Signed with thy name',
} as const

/** The "Deliver anonymously" checkbox every order form offers; the whole card toggles it. */
export function AnonymousDeliveryField({ registration }: { registration: FieldRegistration }) {
  const id = useId()
  return (
    <label className="card flex cursor-pointer gap-3 p-4 has-checked:border-wax has-checked:bg-parchment">
      <input
        type="checkbox"
        className="mt-1.5 size-4 shrink-0 accent-wax"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        {...registration}
      />
      <span>
        <span id={`${id}-label`} className="block font-display font-semibold">
          {anonymousDeliveryCopy.label}
        </span>
        <span id={`${id}-description`} className="block text-sm text-ink-soft">
          {anonymousDeliveryCopy.description}
        </span>
      </span>
    </label>
  )
}

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
