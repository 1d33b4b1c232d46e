import type { TakenSample } from './api/take-free-sample'

/** The personalised sample, set like a small scroll. */
export function TakenSampleView({ sample }: { sample: TakenSample['sample'] }) {
  return (
    <figure className="rounded-lg border-2 border-gold bg-parchment p-5 sm:p-6">
      <figcaption className="font-display text-lg text-wax">{sample.title}</figcaption>
      <blockquote className="mt-3 text-lg italic">{sample.text}</blockquote>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
        <span aria-hidden="true" className="wax-seal size-6 shrink-0 text-xs">
          ✶
        </span>
        A full scroll runs a whole page, sealed in wax and delivered by email.
      </p>
    </figure>
  )
}
