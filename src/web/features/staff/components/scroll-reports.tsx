import { useMutation } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { Flag } from 'lucide-react'
import { scrollNumber } from '@/domain/order-lifecycle'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { formatDateTime } from '../lib/format'

type Detail = InferResponseType<(typeof api.staff.orders)[':id']['$get'], 200>
type Report = Detail['reports'][number]

/**
 * What the order's recipients reported and nobody has resolved yet (product decision 27): each note and
 * when it came, with the scroll it is about, and a button to mark it dealt with.
 */
export function ScrollReports({
  orderId,
  reports,
  deliveries,
  onChange,
}: {
  orderId: string
  reports: Report[]
  deliveries: Pick<Detail['deliveries'][number], 'id' | 'position'>[]
  onChange: () => void
}) {
  const resolve = useMutation({
    mutationFn: (reportId: string) =>
      readResponse(
        api.staff.orders[':id'].reports[':reportId'].resolve.$post({ param: { id: orderId, reportId } }),
      ),
    onSuccess: () => {
      void showToast({ title: 'The report is marked resolved', variant: 'success' })
      onChange()
    },
    onError: (error) =>
      void showToast({ title: 'The report was not resolved', description: error.message, variant: 'error' }),
  })
  const scrollOf = (report: Report) => deliveries.find((delivery) => delivery.id === report.deliveryId)

  return (
    <section aria-labelledby="reports-heading" className="card flex flex-col gap-3 border-wax p-5">
      <h2 id="reports-heading" className="flex items-center gap-2 font-display text-xl">
        <Flag aria-hidden="true" className="size-4 text-wax" />
        Reported by the Recipient
      </h2>
      <ul className="flex flex-col gap-3">
        {reports.map((report) => {
          const scroll = scrollOf(report)
          return (
            <li
              key={report.id}
              className="flex flex-wrap items-start justify-between gap-3 border-ink/10 border-b pb-3"
            >
              <div className="flex flex-col gap-1">
                <span className="text-ink-soft text-sm">
                  {formatDateTime(report.createdAt)}
                  {scroll && deliveries.length > 1 ? `, scroll ${scrollNumber(scroll.position)}` : ''}
                </span>
                <span className="whitespace-pre-wrap break-words">{report.note || '(no note)'}</span>
              </div>
              <button
                type="button"
                className="btn-secondary"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate(report.id)}
              >
                Mark resolved
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
