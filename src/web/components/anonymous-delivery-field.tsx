import { useId } from 'react'
import type { FieldRegistration } from '@/web/lib/form/use-form'
import { anonymousDeliveryCopy } from './anonymous-delivery'

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
