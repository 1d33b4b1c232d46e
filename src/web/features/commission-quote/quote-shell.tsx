import type { ReactNode } from 'react'
import { HomeLink } from '@/web/components/page-intro'

// the checkout pages' frame, drawn again here: sharing their module would split it into a file of its own,
// one more for every checkout page to load (decision 016)

/** The quote page's frame: one main landmark, a narrow column and the way home. */
export function QuoteShell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy} className="min-h-dvh px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <HomeLink className="self-start" />
        {children}
      </div>
    </main>
  )
}

/** A message in place of the quote (loading, not found, not confirmed) with its heading. */
export function QuoteMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="card flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children}
    </section>
  )
}
