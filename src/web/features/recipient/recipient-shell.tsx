import type { ReactNode } from 'react'
import { shop } from '@/domain/shop'
import { HomeLink } from '@/web/components/page-intro'
import { ApiError } from '@/web/lib/api-error'

/** The frame of the pages a recipient reaches from a scroll's email: one card with its heading. */
export function RecipientShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <HomeLink className="self-start" />
        <section className="card flex flex-col gap-4 p-6 sm:p-8">
          <h1 className="text-3xl sm:text-4xl">{title}</h1>
          {children}
        </section>
      </div>
    </main>
  )
}

/** What went wrong, in words: a link the shop did not sign, or a failure worth trying again. */
export function failureText(error: Error): string {
  if (error instanceof ApiError && [400, 404].includes(error.status) && !error.fields.note) {
    return `This link is not one the scribes sent. Please check it against the email, or write to ${shop.contactEmail}.`
  }
  return `Something went wrong: ${error.message} Please try again.`
}
