import { Link, Navigate } from 'react-router'
import { commissionLengths, commissionStyles } from '@/domain/catalog-options'
import { anonymousDeliveryCopy } from '@/web/components/anonymous-delivery'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { readCommissionData, type StoredCommission } from './commission-storage'
import { ShareButtons } from './share-buttons'

const nextSteps = [
  {
    title: 'The council reads thy tale',
    text: 'The council weighs every grievance by hand and emails thee a personal quote within 1-2 business days.',
  },
  {
    title: 'Thou approvest the quote',
    text: 'Nothing is written and nothing is charged until thou sayest yea.',
  },
  {
    title: 'Thou payest, thy saga is written',
    text: 'The quote carries a payment link. Once paid, our scribe engine writes thy saga, the council may read and edit it, and it is sealed in wax and delivered by email.',
  },
]

export function CommissionConfirmationPage() {
  useDocumentTitle('Commission Requested')
  const request = readCommissionData()
  if (!request) return <Navigate to="/" replace />

  return (
    <main id="main" tabIndex={-1} className="px-5 pt-10 pb-16">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="text-center">
          <span aria-hidden="true" className="wax-seal size-16 text-3xl">
            ✶
          </span>
          <h1 className="mt-4 text-4xl sm:text-5xl">Thy Commission Is Received</h1>
          <p className="section-lede">
            The ravens have delivered thy tale to the council, {request.name}. Watch thy inbox at{' '}
            <strong>{request.email}</strong>.
          </p>
        </header>
        <CommissionSummary request={request} />
        <section aria-labelledby="next-title" className="card p-5 sm:p-6">
          <h2 id="next-title" className="text-2xl">
            What Happens Next
          </h2>
          <ol className="mt-4 flex flex-col gap-4">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="wax-seal size-9 shrink-0">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-display font-semibold">{step.title}</span>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="share-title" className="text-center">
          <h2 id="share-title" className="text-2xl">
            Spread the Word
          </h2>
          <p className="mt-2 text-ink-soft">Surely thou knowest others with grudges of legendary length.</p>
          <div className="mt-4 flex justify-center">
            <ShareButtons />
          </div>
        </section>
        <Link to="/" className="btn-primary self-center">
          Return to Home
        </Link>
      </div>
    </main>
  )
}

// the form sends a date picker's YYYY-MM-DD; anything else is shown as it was typed
function formatDeadline(deadline: string) {
  const date = new Date(`${deadline}T00:00:00`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || Number.isNaN(date.getTime())) return deadline
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
}

function CommissionSummary({ request }: { request: StoredCommission }) {
  const rows = [
    ['Target', request.target],
    ['Style', commissionStyles[request.style]],
    ['Length', commissionLengths[request.length]],
    ['Voice narration', request.voiceNarration ? 'Yes' : 'No'],
    ['Sent to', request.recipientEmail ?? 'Thee, to pass on as thou wilt'],
    ['Delivery', request.anonymousDelivery ? anonymousDeliveryCopy.chosen : anonymousDeliveryCopy.signed],
    ['Deadline', request.deadline ? formatDeadline(request.deadline) : 'None given'],
  ] as const
  return (
    <section aria-labelledby="summary-title" className="card p-5 sm:p-6">
      <h2 id="summary-title" className="text-2xl">
        Thy Request
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-soft">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
