import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { shop } from '@/domain/shop'
import { HomeLink } from '@/web/components/page-intro'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { stillMoving, useOrderPage } from './api/get-order-page'
import { ScrollEntry } from './scroll-entry'
import { orderStatusLine } from './scroll-state-copy'

const contact = (
  <a className="underline" href={`mailto:${shop.contactEmail}`}>
    {shop.contactEmail}
  </a>
)

/**
 * /order/:token: the customer's private page of an order, from the link in their receipt (product
 * decision 30). What was sent in their name, word for word, with its sealed PDF; anonymous orders too.
 */
export function OrderPage() {
  const { token = '' } = useParams()
  useDocumentTitle('Thy Order')
  const page = useOrderPage(token)

  if (page.isPending) {
    return (
      <OrderShell title="Thy Order" busy>
        <p role="status">Fetching thy order...</p>
      </OrderShell>
    )
  }
  if (page.isError) {
    const status = page.error instanceof ApiError ? page.error.status : 0
    if (status === 410) {
      return (
        <OrderShell title="This Link Has Expired">
          <p role="alert">This link has expired: the links in our letters work for a season, then lapse.</p>
          <p>Write to {contact} with thy order number, and the council shall help thee.</p>
        </OrderShell>
      )
    }
    if (status === 404 || status === 400) {
      return (
        <OrderShell title="Link Not Found">
          <p role="alert">This link is not one the scribes sent.</p>
          <p>Please check it against thy receipt, or write to {contact}.</p>
        </OrderShell>
      )
    }
    return (
      <OrderShell title="The Ravens Lost Their Way">
        <p role="alert">We could not fetch thy order just now.</p>
        <button type="button" className="btn-secondary self-start" onClick={() => page.refetch()}>
          Try Again
        </button>
      </OrderShell>
    )
  }

  const order = page.data
  const many = order.scrolls.length > 1
  return (
    <OrderShell
      eyebrow={`Order #${order.reference} · ${order.productName}`}
      title={many ? 'Thy Scrolls as They Were Sent' : 'Thy Scroll as It Was Sent'}
    >
      <p role="status" className="rounded-md border-l-4 border-gold bg-parchment px-4 py-2">
        {orderStatusLine(order)}
        {stillMoving(order) && (
          <span className="block text-sm text-ink-soft">This page updates by itself.</span>
        )}
      </p>
      {order.anonymousDelivery && (
        <p className="text-ink-soft">
          Sent anonymously: thy name and email were kept from the recipient, and this is the scroll they got.
        </p>
      )}
      {order.scrolls.map((scroll) => (
        <ScrollEntry key={scroll.scrollNumber} token={token} scroll={scroll} numbered={many} />
      ))}
      <p className="text-sm text-ink-soft">
        Keep this link to thyself: whoever holds it can read this page. Questions? Write to {contact}.
      </p>
    </OrderShell>
  )
}

type OrderShellProps = { title: string; eyebrow?: string; busy?: boolean; children: ReactNode }

/** The page's frame: one main landmark, one card under its heading, and the way home. */
function OrderShell({ title, eyebrow, busy = false, children }: OrderShellProps) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy} className="min-h-dvh px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <HomeLink className="self-start" />
        <section aria-labelledby="order-page-title" className="card flex flex-col gap-5 p-5 sm:p-8">
          <header>
            {eyebrow && <p className="eyebrow text-gold-deep">{eyebrow}</p>}
            <h1 id="order-page-title" className="mt-1 text-3xl sm:text-4xl">
              {title}
            </h1>
          </header>
          {children}
        </section>
      </div>
    </main>
  )
}
