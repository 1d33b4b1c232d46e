import { Link } from 'react-router'
import { deliveryPromise, orderDelivery } from '@/domain/delivery-times'
import { SectionShell } from '@/web/components/section-shell'

const loveScroll = orderDelivery('love-me-scroll', 'standard')

const questions = [
  {
    question: 'Is this a real service?',
    answer:
      'Aye, truly. Our scribe engine writes thy scroll from thy story, our staff may read and edit it before it goes out, and it is delivered by email as a wax-sealed PDF. Thy coin buys a real scroll, not a jest.',
  },
  {
    question: 'Can I stay anonymous?',
    answer:
      'Thou canst. Tick “Deliver anonymously” on the order form and the recipient sees neither thy name nor thy email: the scroll is signed by an anonymous well-wisher. The council keeps thy secret closer than a dragon keeps its gold.',
  },
  {
    question: 'How long does delivery take?',
    answer: `Standard delivery brings thy scroll ${deliveryPromise('standard')} of payment, so within 1-2 days; a Love Me Scroll arrives ${loveScroll.promise}. Swifter couriers are offered, for a fee, on the order forms.`,
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        Nay. Once a scroll is written its wrath cannot be unwritten, so all sales are final: no refunds, even
        if thy target deserved worse.{' '}
        <Link to="/refunds" className="text-wax underline underline-offset-4">
          What “no refunds” means
        </Link>
      </>
    ),
  },
]

export function FaqSection() {
  return (
    <SectionShell
      anchor="faq"
      titleId="faq-title"
      title="Questions from the Townsfolk"
      className="section scroll-mt-4"
      width="max-w-3xl"
    >
      <div className="mt-10 flex flex-col gap-4">
        {questions.map((item) => (
          <details key={item.question} className="faq-item card">
            <summary className="px-6 py-4 font-display text-lg">{item.question}</summary>
            <p className="px-6 pb-5">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  )
}
