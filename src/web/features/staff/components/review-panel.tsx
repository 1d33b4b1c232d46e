import { useMutation } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { formatCents } from '@/domain/money'
import { type CodeRule, scribesCodeRules } from '@/domain/scribes-code'
import { Dialog } from '@/web/components/ui/dialog'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { formatDateTime } from '../lib/format'
import { RefuseOrderDialog } from './refuse-order-dialog'

type HeldOrder = Pick<
  InferResponseType<(typeof api.staff.orders)[':id']['$get'], 200>['order'],
  'id' | 'orderNumber' | 'totalPriceCents' | 'customerName' | 'reviewReason' | 'reviewFindings' | 'heldAt'
>

// another member of staff may decide between the page loading and the click: the server answers 409
const isConflict = (error: Error) => error instanceof ApiError && error.status === 409

const failure = (title: string, error: Error) =>
  void showToast({
    title,
    description: isConflict(error)
      ? 'Someone else decided this order first; the page now shows where it stands.'
      : error.message,
    variant: 'error',
  })

/** A held order (product decision 27): why it was held, what the screen found, and approve or refuse. */
export function ReviewPanel({ order, onChange }: { order: HeldOrder; onChange: () => void }) {
  const [refusing, setRefusing] = useState(false)
  const param = { id: order.id }
  const total = formatCents(order.totalPriceCents)

  const approve = useMutation({
    mutationFn: () => readResponse(api.staff.orders[':id'].approve.$post({ param })),
    onSuccess: () => {
      void showToast({ title: 'Approved; the scrolls are being sealed and sent', variant: 'success' })
      onChange()
    },
    onError: (error) => {
      failure('The order was not approved', error)
      if (isConflict(error)) onChange()
    },
  })
  const refuse = useMutation({
    mutationFn: (rule: CodeRule) =>
      readResponse(api.staff.orders[':id'].refuse.$post({ param, json: { rule } })),
    onSuccess: ({ refunded }) => {
      void showToast({
        title: refunded
          ? 'Refused and refunded in full; the customer is told by email'
          : 'This order was refunded already',
        variant: 'success',
      })
      setRefusing(false)
      onChange()
    },
    onError: (error) => {
      failure('The order was not refused', error)
      if (!isConflict(error)) return
      setRefusing(false)
      onChange()
    },
  })
  const busy = approve.isPending || refuse.isPending

  return (
    <section aria-labelledby="review-heading" className="card flex flex-col gap-4 border-wax p-5">
      <h2 id="review-heading" className="flex items-center gap-2 font-display text-2xl text-wax">
        <TriangleAlert aria-hidden="true" className="size-5" /> Needs review
      </h2>
      <p>
        <span className="font-semibold">Why it was held: </span>
        {order.reviewReason ?? 'no reason was recorded'}
        {order.heldAt && <span className="text-ink-soft"> (held {formatDateTime(order.heldAt)})</span>}
      </p>
      {order.reviewFindings.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="What the screen found">
          {order.reviewFindings.map((finding) => (
            <li
              key={`${finding.field}-${finding.match}`}
              className="flex flex-col border-ink/10 border-l-4 pl-3"
            >
              <span>
                <span className="font-semibold">{finding.field}</span>: {scribesCodeRules[finding.rule].title}
              </span>
              <span className="text-ink-soft text-xs">
                {finding.match}
                {finding.action === 'refuse' ? ', a clear breach' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-ink-soft">
        Nothing is sealed or sent until someone approves it. To change the text first, edit the scroll below:
        the new revision is kept, and it is the one sealed and sent on approval.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => {
            if (
              window.confirm(
                `Approve order No. ${order.orderNumber}? Its scrolls are sealed and sent as they read now.`,
              )
            )
              approve.mutate()
          }}
        >
          {approve.isPending ? 'Approving...' : 'Approve and Send'}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => setRefusing(true)}>
          Refuse and Refund
        </button>
      </div>
      <Dialog open={refusing} onOpenChange={setRefusing}>
        {refusing && (
          <RefuseOrderDialog
            orderNumber={order.orderNumber}
            total={total}
            customerName={order.customerName}
            suggested={order.reviewFindings[0]?.rule}
            busy={refuse.isPending}
            onRefuse={(rule) => refuse.mutate(rule)}
          />
        )}
      </Dialog>
    </section>
  )
}
