import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/web/lib/use-document-title'

type StaffPageProps = {
  title: string
  description?: ReactNode
  /** buttons beside the title */
  actions?: ReactNode
  children: ReactNode
}

/** A back-office screen: its one h1, what it is for, its actions, then its content. */
export function StaffPage({ title, description, actions, children }: StaffPageProps) {
  useDocumentTitle(title)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-ink">{title}</h1>
          {description && <p className="mt-1 text-ink-soft">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  )
}
