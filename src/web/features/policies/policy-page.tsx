import type { ReactNode } from 'react'
import { HomeLink, PageIntro } from '@/web/components/page-intro'
import { useDocumentTitle } from '@/web/lib/use-document-title'

type PolicyPageProps = { eyebrow: string; title: string; lede: ReactNode; children: ReactNode }

/** The frame of the shop's rule pages (the Scribes' Code, terms, privacy, refunds): one column of sections. */
export function PolicyPage({ eyebrow, title, lede, children }: PolicyPageProps) {
  useDocumentTitle(title)
  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto max-w-3xl">
        <HomeLink />
        <PageIntro eyebrow={eyebrow} title={title}>
          <p className="section-lede">{lede}</p>
        </PageIntro>
        <div className="mt-10 flex flex-col gap-10">{children}</div>
      </div>
    </main>
  )
}

type PolicySectionProps = { id: string; title: ReactNode; children: ReactNode }

/** One part of a rule page under its heading, which names it. */
export function PolicySection({ id, title, children }: PolicySectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A plain bulleted list inside a section. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5">{children}</ul>
}

/** A link to another page of the shop, in the pages' running text. */
export const textLinkClass = 'text-wax underline underline-offset-4'
