import type { ReactNode } from 'react'

type CheckoutShellProps = { children: ReactNode; busy?: boolean }

/** The frame of the checkout pages: one main landmark and a narrow column. */
export function CheckoutShell({ children, busy = false }: CheckoutShellProps) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy} className="min-h-dvh px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">{children}</div>
    </main>
  )
}

/** A page-level message (loading, not found, failed) with its heading and what to do next. */
export function CheckoutMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="card flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children}
    </section>
  )
}
