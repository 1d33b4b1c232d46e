import { type ReactNode, useId } from 'react'

/** One card of an order form, named by its heading for screen-reader navigation. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-5 p-5 sm:p-6">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
