import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router'
import { bundleIntensities, bundleWritingStyles, mixedBundleOptions } from '@/domain/catalog-bundles'
import { tones } from '@/domain/catalog-options'
import { deliverySpeeds } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { scrollNumber } from '@/domain/order-lifecycle'
import { roleAllows } from '@/domain/staff-roles'
import { Dialog } from '@/web/components/ui/dialog'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { OrderEmails } from '../components/order-emails'
import { RefundOrderDialog } from '../components/refund-order-dialog'
import { ReviewPanel } from '../components/review-panel'
import { ScrollCard } from '../components/scroll-card'
import { ScrollReports } from '../components/scroll-reports'
import { StaffNotes } from '../components/staff-notes'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { actorLabel, failureInWords, orderStatusLabels, StatusBadge } from '../lib/order-labels'
import type { StaffMember } from '../lib/staff-member'
import { useStaffQuery } from '../lib/use-staff-query'

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5">{children}</dl>
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  )
}

type Target = {
  name: string
  email: string | null
  scrollType: string
  reason: string | null
  tone: string | null
  writingStyle: string | null
  intensity: string | null
  specialInstructions: string | null
}

const labelOf = (labels: Record<string, string>, id: string | null) => (id ? (labels[id] ?? id) : null)

/** What the customer asked of one scroll of a bundle, as the scribe needs it. */
function BundleTarget({ target }: { target: Target }) {
  const scrollType = mixedBundleOptions[target.scrollType as keyof typeof mixedBundleOptions]?.label
  const manner = [
    labelOf(tones, target.tone),
    labelOf(bundleWritingStyles, target.writingStyle),
    target.intensity && `${labelOf(bundleIntensities, target.intensity)} intensity`,
  ].filter(Boolean)
  return (
    <div className="flex flex-col gap-0.5">
      <span>
        {target.name}
        {target.email ? `, ${target.email}` : ', to the customer'}
        {scrollType ? ` (${scrollType})` : ''}
      </span>
      {manner.length > 0 && <span className="text-ink-soft text-sm">{manner.join(', ')}</span>}
      {target.reason && <span>Reason: {target.reason}</span>}
      {target.specialInstructions && <span>Special instructions: {target.specialInstructions}</span>}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-3 p-5">
      <h2 className="font-display text-xl">{title}</h2>
      {children}
    </section>
  )
}

/**
 * One order whole, and what staff can do with it: retry, rewrite or resend a scroll, refund. The refund
 * sits with the payment, at the end of its card, where it is found when wanted and not clicked first.
 */
export function OrderPage({ me }: { me: StaffMember }) {
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['order', id] as const
  const detail = useStaffQuery(key, () => api.staff.orders[':id'].$get({ param: { id } }))
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff', ...key] })

  const retry = useMutation({
    mutationFn: () => readResponse(api.staff.orders[':id'].retry.$post({ param: { id } })),
    onSuccess: () => {
      void showToast({ title: 'Fulfilment started again from the failed step', variant: 'success' })
      refresh()
    },
    onError: (error) =>
      void showToast({ title: 'The order was not retried', description: error.message, variant: 'error' }),
  })
  const [refunding, setRefunding] = useState(false)

  if (detail.isPending) return <p aria-busy="true">Loading the order...</p>
  if (detail.isError) {
    return (
      <StaffPage title="Order">
        <p role="alert">
          {detail.error.message}{' '}
          <button type="button" className="underline" onClick={() => void detail.refetch()}>
            Try again
          </button>
        </p>
        <Link to="/admin/orders" className="underline">
          Back to the orders
        </Link>
      </StaffPage>
    )
  }
  const { order, deliveries, history, payment, partner, commissions, targets } = detail.data
  const refundable =
    order.paymentStatus === 'paid' &&
    payment !== null &&
    payment.amountCents > order.refundedCents &&
    !['cancelled', 'refunded', 'pending_payment'].includes(order.status)
  const overdue =
    order.dueAt !== null &&
    ['paid', 'drafted', 'failed'].includes(order.status) &&
    new Date(order.dueAt) < new Date()

  return (
    <StaffPage
      title={`Order No. ${order.orderNumber}`}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} /> {order.product}, {formatCents(order.totalPriceCents)}
          {order.isTest && <span className="text-ink-soft">(test order)</span>}
        </span>
      }
      actions={
        <Link to="/admin/orders" className="btn-secondary">
          All Orders
        </Link>
      }
    >
      {order.status === 'held' && <ReviewPanel order={order} onChange={refresh} />}
      {detail.data.reports.length > 0 && (
        <ScrollReports
          orderId={order.id}
          reports={detail.data.reports}
          deliveries={deliveries}
          onChange={refresh}
        />
      )}
      {order.status === 'failed' && (
        <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 border-wax p-5">
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-1 size-4 text-wax" />
            {failureInWords(order.failedStep, order.failureReason)}
          </p>
          <button
            type="button"
            className="btn-primary"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? 'Retrying...' : 'Retry'}
          </button>
        </div>
      )}
      {order.selfReferral && (
        <p role="note" className="card border-wax p-4">
          Flagged as a self-referral: the customer shares the partner’s email or sign-in address, so the
          partner’s commission is held.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Order">
          <Facts>
            <Fact label="Status">{orderStatusLabels[order.status]}</Fact>
            <Fact label="Placed">{formatDateTime(order.createdAt)}</Fact>
            <Fact label="Paid">{order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'}</Fact>
            <Fact label="Due">
              {order.dueAt ? formatDateTime(order.dueAt) : 'Set when paid'}
              {overdue && <span className="ml-2 font-semibold text-wax">Overdue</span>}
            </Fact>
            <Fact label="Delivery">
              {deliverySpeeds[order.deliverySpeed].label} ({deliverySpeeds[order.deliverySpeed].timing})
            </Fact>
            <Fact label="Customer">
              {order.customerName}, {order.customerEmail}
              {order.customerPhone ? `, ${order.customerPhone}` : ''}
            </Fact>
            <Fact label="Anonymous">
              {order.anonymousDelivery ? 'Yes: the recipient is not told who sent it' : 'No'}
            </Fact>
            <Fact label="Recipient">
              {order.recipientEmail
                ? `${order.recipientName ?? order.targetName}, ${order.recipientEmail}`
                : 'The customer receives the scroll'}
            </Fact>
            {targets.length === 0 && <Fact label="Target">{order.targetName}</Fact>}
            {order.grievance && <Fact label="Grievance">{order.grievance}</Fact>}
            {order.additionalDetails && <Fact label="Additional details">{order.additionalDetails}</Fact>}
            {targets.map((target) => (
              <Fact key={target.id} label={`Scroll ${scrollNumber(target.position)}`}>
                <BundleTarget target={target} />
              </Fact>
            ))}
          </Facts>
        </Section>
        <Section title="Payment and Partner">
          <Facts>
            {order.quoteLines.map((line) => (
              <Fact key={line.code} label={line.label}>
                {formatCents(line.cents)}
              </Fact>
            ))}
            <Fact label="Total">{formatCents(order.totalPriceCents)}</Fact>
            <Fact label="Payment">
              {payment
                ? `${formatCents(payment.amountCents)} through ${payment.provider === 'local' ? 'the test checkout' : 'Stripe'}, ${formatDateTime(payment.createdAt)}`
                : 'None yet'}
            </Fact>
            {payment && order.refundedCents > 0 && (
              <Fact label="Refunded">
                {order.refundedCents >= payment.amountCents
                  ? `${formatCents(order.refundedCents)}, all of it`
                  : `${formatCents(order.refundedCents)} of ${formatCents(payment.amountCents)}`}
                {payment.refundedAt ? `, ${formatDateTime(payment.refundedAt)}` : ''}
              </Fact>
            )}
            <Fact label="Partner">
              {partner ? `${partner.name} (${partner.slug}), ${partner.payoutPct}%` : 'None'}
            </Fact>
            {commissions.map((entry) => (
              <Fact key={entry.id} label={entry.kind === 'clawback' ? 'Clawback' : 'Commission'}>
                {formatCents(entry.commissionCents)}, {entry.status}
                {entry.heldReason ? ` (held: ${entry.heldReason})` : ''}
              </Fact>
            ))}
          </Facts>
          {refundable && roleAllows(me.role, 'admin') && (
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-ink/10 border-t pt-3">
              <p className="text-ink-soft text-sm">Give the customer back all or part of what they paid.</p>
              <button type="button" className="btn-secondary" onClick={() => setRefunding(true)}>
                Refund
              </button>
            </div>
          )}
        </Section>
      </div>
      <Section title="Scrolls">
        {deliveries.length === 0 ? (
          <p className="text-ink-soft">No scroll is written before the order is paid.</p>
        ) : (
          deliveries.map((delivery) => (
            <ScrollCard
              key={`${delivery.id}-${delivery.revision}`}
              orderId={order.id}
              orderStatus={order.status}
              delivery={delivery}
              onChange={refresh}
            />
          ))
        )}
      </Section>
      <Section title="History">
        <ol className="flex flex-col gap-2">
          {history.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-3 border-ink/10 border-b pb-2">
              <span className="text-ink-soft">{formatDateTime(event.createdAt)}</span>
              <StatusBadge status={event.toStatus} />
              <span className="font-semibold">{actorLabel(event)}</span>
              {event.note && <span className="break-words">{event.note}</span>}
            </li>
          ))}
        </ol>
      </Section>
      <section className="card p-5">
        <OrderEmails orderId={order.id} />
      </section>
      <section className="card p-5">
        <StaffNotes subject="order" id={order.id} />
      </section>
      <Dialog open={refunding} onOpenChange={setRefunding}>
        {refunding && payment && (
          <RefundOrderDialog
            orderId={order.id}
            orderNumber={order.orderNumber}
            customerName={order.customerName}
            paidCents={payment.amountCents}
            refundedCents={order.refundedCents}
            provider={payment.provider}
            onDone={() => {
              setRefunding(false)
              refresh()
            }}
          />
        )}
      </Dialog>
    </StaffPage>
  )
}
