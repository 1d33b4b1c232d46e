import { useEffect, useRef } from 'react'
import { scrollImageHeight, scrollImagePath, scrollImageSrcSet } from '@/domain/scroll-images'
import type { GallerySample } from './gallery-samples'

type GallerySlideProps = {
  sample: GallerySample
  position: number
  total: number
  /** the sample's sealed scroll is shown instead of its opening words */
  revealed: boolean
  onReveal: () => void
  onHide: () => void
}

// the dialog is at most 42rem wide, its slide 35rem inside; on a phone the slide is the screen less padding
const SIZES = '(min-width: 42rem) 35rem, calc(100vw - 6rem)'
const WIDTH = 960

export function GallerySlide({ sample, position, total, revealed, onReveal, onHide }: GallerySlideProps) {
  const scrollRef = useRef<HTMLElement>(null)
  const revealRef = useRef<HTMLButtonElement>(null)
  // focus follows the visitor's own click to what it showed, never a change of sample
  const focusAfterToggle = useRef(false)
  useEffect(() => {
    if (!focusAfterToggle.current) return
    focusAfterToggle.current = false
    const target = revealed ? scrollRef.current : revealRef.current
    target?.focus()
  }, [revealed])
  const toggle = (then: () => void) => () => {
    focusAfterToggle.current = true
    then()
  }

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
      {revealed ? (
        <>
          <figure ref={scrollRef} tabIndex={-1} className="mt-4">
            <img
              src={scrollImagePath(sample.id, WIDTH)}
              srcSet={scrollImageSrcSet(sample.id)}
              sizes={SIZES}
              width={WIDTH}
              height={scrollImageHeight(WIDTH)}
              decoding="async"
              alt={`The sealed scroll “${sample.scrollTitle}”: the whole letter on parchment, from “${sample.salutation.replace(/,$/, '')}” to the signature of ${sample.signature}, beside a red wax seal`}
              className="h-auto w-full rounded border border-parchment-deep bg-parchment-deep shadow"
            />
            <figcaption className="mt-2 text-center text-sm text-ink-soft italic">
              The whole scroll as its recipient would receive it, drawn by the shop’s own scriptorium.
            </figcaption>
          </figure>
          <button type="button" className="btn-secondary mt-4 w-full sm:w-auto" onClick={toggle(onHide)}>
            Back to the Text
          </button>
        </>
      ) : (
        <>
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
          <button
            ref={revealRef}
            type="button"
            className="btn-primary mt-4 w-full sm:w-auto"
            onClick={toggle(onReveal)}
          >
            {sample.cta}
          </button>
        </>
      )}
    </article>
  )
}
