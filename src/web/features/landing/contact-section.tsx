import { lazy } from 'react'
import { shop } from '@/domain/shop'
import { LoadWhenNear } from '@/web/components/load-when-near'
import { SectionShell } from '@/web/components/section-shell'

// the form loads when the section nears the viewport
const ContactForm = lazy(() => import('../contact/contact-form').then((m) => ({ default: m.ContactForm })))

const responseTimes = [
  { topic: 'General inquiries', time: '1-2 business days' },
  { topic: 'Urgent complaints', time: 'Same day' },
  { topic: 'Royal commissions', time: 'Within the hour' },
  { topic: 'Existential crises', time: 'Immediate' },
]

export function ContactSection() {
  return (
    <SectionShell
      anchor="contact"
      titleId="contact-title"
      title="Send Word to the Council"
      lede="A question, a complaint, a grudge too grand for a single scroll? Our ravens stand ready."
      className="section scroll-mt-4"
      width="max-w-6xl"
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="flex flex-col gap-6">
          <div className="card p-6">
            <h3 className="text-xl">When the Council Replies</h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {responseTimes.map((entry) => (
                <div key={entry.topic} className="contents">
                  <dt className="text-ink-soft">{entry.topic}</dt>
                  <dd className="font-display text-wax">{entry.time}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="card p-6">
            <h3 className="text-xl">Other Ways to Reach Us</h3>
            <p className="mt-3">
              By email:{' '}
              <a href={`mailto:${shop.contactEmail}`} className="text-wax underline underline-offset-4">
                {shop.contactEmail}
              </a>
            </p>
            <p className="mt-3">By raven, or the slower royal post:</p>
            <address className="mt-1 not-italic">
              {shop.postalAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
        <LoadWhenNear anchor="contact" placeholder={<div className="card min-h-[36rem]" />}>
          <ContactForm />
        </LoadWhenNear>
      </div>
    </SectionShell>
  )
}
