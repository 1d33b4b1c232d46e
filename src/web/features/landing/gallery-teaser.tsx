import { lazy, Suspense, useRef, useState } from 'react'
import { scrollImageHeight, scrollImagePath, scrollImageSrcSet } from '@/domain/scroll-images'

const loadGallery = () => import('../gallery/gallery-dialog')
const GalleryDialog = lazy(() => loadGallery().then((module) => ({ default: module.GalleryDialog })))

const previews = [
  { title: 'The Ex', line: 'For the one who kept thy hoodie and thy dignity' },
  { title: 'The Boss', line: 'For the tyrant of the endless quarterly meeting' },
  { title: 'Roommate', line: 'For the fiend who never once replaced the milk' },
]

export function GalleryTeaser() {
  // null until first opened: the dialog's code is fetched on demand and then stays mounted
  const [open, setOpen] = useState<boolean | null>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  return (
    <section aria-labelledby="gallery-title" className="on-dark section bg-night text-parchment">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="gallery-title" className="section-title">
          See What Our Scribes Create
        </h2>
        <p className="mt-2 font-display text-2xl text-gold-soft sm:text-3xl">Gallery of Fury Awaits</p>
        <p className="mx-auto mt-4 max-w-2xl">
          Peek at three sample scrolls, fit to leave a target speechless, red-faced or packing their bags.
        </p>
        {/* the product itself, below the first screen: it loads as the visitor nears it */}
        <figure className="mx-auto mt-8 w-56">
          <img
            src={scrollImagePath('ex', 480)}
            srcSet={scrollImageSrcSet('ex')}
            sizes="14rem"
            width={480}
            height={scrollImageHeight(480)}
            loading="lazy"
            decoding="async"
            alt="The Ex, a sample scroll: a whole letter on parchment in black and red ink, signed beside a red wax seal"
            className="h-auto w-full -rotate-2 rounded border border-gold/60 bg-parchment-deep shadow-2xl"
          />
          <figcaption className="mt-4 text-sm italic">
            Such a PDF lands in thy target’s inbox, parchment, ink and wax in all.
          </figcaption>
        </figure>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {previews.map((preview) => (
            <li key={preview.title} className="rounded-lg border border-gold/60 bg-white/5 p-5">
              <p className="font-display text-xl text-gold-soft">{preview.title}</p>
              <p className="mt-1 italic">{preview.line}</p>
            </li>
          ))}
        </ul>
        <button
          ref={openerRef}
          type="button"
          className="btn-gold mt-8"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={loadGallery}
          onFocus={loadGallery}
        >
          Enter the Gallery
        </button>
        <p className="mt-4 text-sm italic">
          <span aria-hidden="true">⚠ </span>Warning: these previews may cause sudden urges to commission
          revenge.
        </p>
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryDialog open={open} onOpenChange={setOpen} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </section>
  )
}
