import type { GallerySample } from './gallery-samples'

type GallerySlideProps = {
  sample: GallerySample
  position: number
  total: number
  onCommission: () => void
}

export function GallerySlide({ sample, position, total, onCommission }: GallerySlideProps) {
  return (
    <article
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${sample.title}`}
      aria-live="polite"
      className="rounded-lg border border-parchment-deep bg-parchment p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-2xl">{sample.title}</h3>
        <span className="badge badge--popular">SEALED BY FLAME</span>
      </div>
      <p className="mt-3 font-display text-sm text-wax">{sample.salutation}</p>
      <p className="mt-2 italic">
        {sample.snippet}
        <span aria-hidden="true" className="text-ink-soft">
          …
        </span>
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
        <span aria-hidden="true" className="wax-seal size-6 shrink-0 text-xs">
          ✶
        </span>
        {sample.lockedLine}
      </p>
      <button type="button" className="btn-primary mt-4 w-full sm:w-auto" onClick={onCommission}>
        {sample.cta}
      </button>
    </article>
  )
}
