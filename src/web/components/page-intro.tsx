import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '@/web/lib/class-names'

/** The way back to the landing page that heads the order and sample pages. */
export function HomeLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={cx('btn-secondary', className)}>
      <span aria-hidden="true">←</span> Return to Home
    </Link>
  )
}

type PageIntroProps = { eyebrow: ReactNode; title: ReactNode; children?: ReactNode }

/** A page's centred opening: the eyebrow line, the page's one h1, and what follows them (lede, price). */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mt-8 text-center">
      <p className="eyebrow text-gold-deep">{eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
      {children}
    </header>
  )
}
