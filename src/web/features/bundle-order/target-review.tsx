import { bundleIntensities, bundleWritingStyles, mixedBundleOptions } from '@/domain/catalog-bundles'
import { tones } from '@/domain/catalog-options'
import type { BundleOrderRequest } from '@/domain/order-request'

/** The named targets of a bundle order, as the scribes will read them. */
export function TargetReview({ order }: { order: BundleOrderRequest }) {
  const named = order.targets.filter((target) => target.name !== '')
  return (
    <section aria-labelledby="review-targets-title" className="card p-5 sm:p-6">
      <h2 id="review-targets-title" className="text-2xl">
        Thy Targets ({named.length})
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {named.map((target, index) => (
          <li
            // targets have no id of their own; their order is fixed on this page
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders here
            key={index}
            className="rounded-md border border-parchment-deep bg-parchment/60 p-4"
          >
            <h3 className="text-xl">{target.name}</h3>
            <p className="text-ink-soft">
              {mixedBundleOptions[target.scrollType].label} · {bundleWritingStyles[target.writingStyle]} ·{' '}
              {bundleIntensities[target.intensity]}
              {target.tone && ` · ${tones[target.tone]}`}
            </p>
            <p className="text-sm">
              {target.email ? `Delivered to ${target.email}` : 'Delivered to thee, to pass on as thou wilt'}
            </p>
            {target.reason && <p className="mt-2 line-clamp-3 italic">“{target.reason}”</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
