import { useMutation } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { scrollNumber } from '@/domain/order-lifecycle'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { formatDateTime } from '../lib/format'
import { ScrollEditor } from './scroll-editor'

type Delivery = InferResponseType<(typeof api.staff.orders)[':id']['$get'], 200>['deliveries'][number]

type OrderStatus = InferResponseType<(typeof api.staff.orders)[':id']['$get'], 200>['order']['status']

const writtenByLabels = {
  engine: 'Written by the scribe engine',
  model: 'Written by the language model',
  staff: 'Edited by staff',
} as const
const writerNames = { engine: 'the scribe engine', model: 'the language model' } as const

/**
 * One scroll of an order: who wrote it, its revision and where it went, its text, and editing, a fresh
 * draft (while the order is held, or once the scroll went out), re-sending and its PDF.
 */
export function ScrollCard({
  orderId,
  orderStatus,
  delivery,
  onChange,
}: {
  orderId: string
  orderStatus: OrderStatus
  delivery: Delivery
  onChange: () => void
}) {
  const [editing, setEditing] = useState(false)
  const { scroll } = delivery
  const number = scrollNumber(delivery.position)
  const redraftable =
    orderStatus === 'held' ||
    (delivery.emailedAt !== null && orderStatus !== 'refunded' && orderStatus !== 'cancelled')
  const redraft = useMutation({
    mutationFn: () =>
      readResponse(
        api.staff.orders[':id'].scrolls[':deliveryId'].drafts.$post({
          param: { id: orderId, deliveryId: delivery.id },
          json: { expectedRevision: delivery.revision },
        }),
      ),
    onSuccess: ({ revision, writtenBy, resent }) => {
      void showToast({
        title: `Revision ${revision} written by ${writerNames[writtenBy]}`,
        description: resent
          ? 'It is sealed and sent again now.'
          : 'It is sealed and sent when the order is approved.',
        variant: 'success',
      })
      onChange()
    },
    onError: (error) =>
      void showToast({ title: 'No fresh draft was written', description: error.message, variant: 'error' }),
  })
  const resend = useMutation({
    mutationFn: () =>
      readResponse(
        api.staff.orders[':id'].scrolls[':deliveryId'].revisions.$post({
          param: { id: orderId, deliveryId: delivery.id },
          json: { expectedRevision: delivery.revision },
        }),
      ),
    onSuccess: ({ revision }) => {
      void showToast({ title: `Sending again as revision ${revision}`, variant: 'success' })
      onChange()
    },
    onError: (error) =>
      void showToast({
        title: 'The scroll was not sent again',
        description: error.message,
        variant: 'error',
      }),
  })
  const heading = `Scroll ${number}: ${delivery.targetName}`
  return (
    <article className="flex flex-col gap-3 border-ink/10 border-t pt-3" aria-label={heading}>
      <h3 className="font-display text-lg">{heading}</h3>
      <p className="font-semibold text-sm">
        {delivery.writtenBy ? writtenByLabels[delivery.writtenBy] : 'Not written yet'}
      </p>
      <p className="text-ink-soft text-sm">
        Revision {delivery.revision}
        {delivery.renderedAt ? `, sealed ${formatDateTime(delivery.renderedAt)}` : ''}
        {delivery.emailedAt
          ? `, emailed ${formatDateTime(delivery.emailedAt)} to ${delivery.recipientEmail ?? 'the customer'}`
          : ', not emailed yet'}
      </p>
      {delivery.narrationFailure && (
        <p className="text-sm text-wax">Narration: {delivery.narrationFailure}</p>
      )}
      {scroll === null ? (
        <p className="text-ink-soft">The scribes have not written this scroll yet.</p>
      ) : editing ? (
        <ScrollEditor
          orderId={orderId}
          deliveryId={delivery.id}
          revision={delivery.revision}
          scroll={scroll}
          sent={delivery.emailedAt !== null}
          onDone={() => {
            setEditing(false)
            onChange()
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="whitespace-pre-wrap break-words rounded-md bg-vellum p-4">
            <p className="font-display text-lg">{scroll.title}</p>
            <p className="mt-2">{scroll.salutation}</p>
            {scroll.paragraphs.map((paragraph, index) => (
              // the paragraphs of one revision never move: the place is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index} className="mt-2">
                {paragraph.text}
              </p>
            ))}
            <p className="mt-2 italic">{scroll.curse}</p>
            <p className="mt-2">
              {scroll.signOff}
              <br />
              {scroll.signature}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
              Edit Text
            </button>
            {redraftable && (
              <button
                type="button"
                className="btn-secondary"
                disabled={redraft.isPending}
                onClick={() => {
                  const then = delivery.emailedAt
                    ? `the new text is sent to ${delivery.recipientEmail ?? 'the customer'} again`
                    : 'the new text is sent when the order is approved'
                  if (
                    window.confirm(
                      `Write scroll ${number} again with the shop’s writer? It replaces this text and ${then}.`,
                    )
                  )
                    redraft.mutate()
                }}
              >
                {redraft.isPending ? 'Writing...' : 'Write a Fresh Draft'}
              </button>
            )}
            {delivery.emailedAt && (
              <button
                type="button"
                className="btn-secondary"
                disabled={resend.isPending}
                onClick={() => {
                  if (
                    window.confirm(`Send this scroll to ${delivery.recipientEmail ?? 'the customer'} again?`)
                  )
                    resend.mutate()
                }}
              >
                {resend.isPending ? 'Sending...' : 'Send Again'}
              </button>
            )}
            {delivery.pdfFileKey && (
              <a
                className="btn-secondary"
                href={`/api/staff/orders/${orderId}/scrolls/${delivery.id}/pdf`}
                download
              >
                Download PDF
              </a>
            )}
          </div>
        </>
      )}
    </article>
  )
}
