import { type KeyboardEvent, type RefObject, useRef, useState } from 'react'
import { GALLERY_SCROLL_DELAY_MS } from '@/domain/limits'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog'
import { scrollToSection } from '@/web/lib/scroll-to-section'
import { gallerySamples } from './gallery-samples'
import { GallerySlide } from './gallery-slide'

type GalleryDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the opener gets focus back on close (the dialog is opened without a Radix trigger) */
  returnFocusTo: RefObject<HTMLElement | null>
}

const count = gallerySamples.length

export function GalleryDialog({ open, onOpenChange, returnFocusTo }: GalleryDialogProps) {
  const [index, setIndex] = useState(0)
  // a sample's own call to action shows its sealed scroll; another sample opens on its words again
  const [revealed, setRevealed] = useState(false)
  const headingToScroll = useRef(false)
  const sample = gallerySamples[index] ?? gallerySamples[0]
  if (!sample) return null

  const show = (next: number) => {
    setIndex(((next % count) + count) % count)
    setRevealed(false)
  }

  const commission = () => {
    headingToScroll.current = true
    onOpenChange(false)
    // let the dialog unmount and release the page's scroll lock before scrolling
    setTimeout(() => {
      headingToScroll.current = false
      scrollToSection('choose-thy-scroll')
    }, GALLERY_SCROLL_DELAY_MS)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1)
    else if (event.key === 'ArrowLeft') show(index - 1)
    else return
    event.preventDefault()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          // "Commission Thy Own Scroll" moves focus to the scroll choice instead
          if (!headingToScroll.current) returnFocusTo.current?.focus()
        }}
      >
        <div className="px-8 text-center">
          <DialogTitle>Gallery of Fury</DialogTitle>
          <DialogDescription className="mt-1">Witness the power of our scribes' quills</DialogDescription>
        </div>

        <section aria-roledescription="carousel" aria-label="Sample scrolls" className="mt-6">
          <GallerySlide
            sample={sample}
            position={index + 1}
            total={count}
            revealed={revealed}
            onReveal={() => setRevealed(true)}
            onHide={() => setRevealed(false)}
          />
          <div className="mt-4 flex items-center justify-center gap-2">
            <ArrowButton label="Previous sample" onClick={() => show(index - 1)} path="M15 5l-7 7 7 7" />
            {gallerySamples.map((item, dot) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Show sample ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => show(dot)}
                className="grid size-8 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`size-3 rounded-full border-2 border-wax ${dot === index ? 'bg-wax' : 'bg-transparent'}`}
                />
              </button>
            ))}
            <ArrowButton label="Next sample" onClick={() => show(index + 1)} path="M9 5l7 7-7 7" />
          </div>
        </section>

        <div className="mt-6 border-t border-parchment-deep pt-5 text-center">
          <p className="italic">These are but whispers of the full storm...</p>
          <button type="button" className="btn-primary mt-3" onClick={commission}>
            Commission Thy Own Scroll
          </button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function ArrowButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-ink-soft text-ink hover:bg-parchment-deep"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
