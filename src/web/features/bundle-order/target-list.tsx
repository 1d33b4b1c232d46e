import { useEffect, useRef } from 'react'
import type { Bundle } from '@/domain/catalog-bundles'
import type { BundleOrderRequest } from '@/domain/order-request'
import { useFieldArray } from '@/web/lib/form/use-field-array'
import { type Form, useWatch } from '@/web/lib/form/use-form'
import { type BundleOrderInput, blankTarget } from './bundle-form-types'
import { TargetFields } from './target-fields'

type TargetListProps = {
  bundle: Bundle
  form: Form<BundleOrderInput, BundleOrderRequest>
}

/** The bundle's targets: one at first, up to the bundle's quantity; any may go while two or more remain. */
export function TargetList({ bundle, form }: TargetListProps) {
  const { keys, append, remove } = useFieldArray(form, 'targets')
  const heading = useRef<HTMLHeadingElement>(null)
  const listError = form.errors.targets
  const full = keys.length >= bundle.quantity
  const named = useWatch(form, 'targets').some((target) => target.name?.trim())
  const { revalidate } = form

  useEffect(() => {
    // the list-wide error belongs to no single field, so typing a name would not clear it by itself
    if (listError && named) void revalidate('targets')
  }, [listError, named, revalidate])

  const removeTarget = (index: number) => {
    remove(index)
    // the removed row held the focus; the list's heading is the nearest place that still exists
    heading.current?.focus()
  }

  return (
    <section aria-labelledby="targets-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="targets-title" ref={heading} tabIndex={-1} className="text-2xl">
          Thy Targets
        </h2>
        <p className="text-ink-soft" aria-live="polite">
          {keys.length} of {bundle.quantity} target{bundle.quantity === 1 ? '' : 's'}
        </p>
      </div>
      <p className="text-ink-soft">
        Name at least one target; each named target receives a scroll of their own. Their email is optional:
        leave it empty and the scroll comes to thee, to pass on as thou wilt.
      </p>
      {listError && (
        <p role="alert" className="rounded-md border-2 border-wax bg-vellum p-3 font-semibold text-wax">
          {listError}
        </p>
      )}
      {keys.map((key, index) => (
        <TargetFields
          key={key}
          index={index}
          bundle={bundle}
          register={form.register}
          errors={form.errors}
          onRemove={keys.length > 1 ? () => removeTarget(index) : undefined}
        />
      ))}
      {full ? (
        <p className="text-center text-ink-soft italic">
          This bundle holds {bundle.quantity} target{bundle.quantity === 1 ? '' : 's'}: every place is taken.
        </p>
      ) : (
        <button
          type="button"
          className="btn-secondary self-center"
          onClick={() => append(blankTarget(bundle))}
        >
          <span aria-hidden="true">+</span> Add Another Target
        </button>
      )}
    </section>
  )
}
