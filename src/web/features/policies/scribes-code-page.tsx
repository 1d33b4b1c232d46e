import { Link } from 'react-router'
import { codeRules, scribesCodeRules } from '@/domain/scribes-code'
import { PolicyList, PolicyPage, PolicySection, textLinkClass } from './policy-page'

const kinds = ['Roasts', 'Rants', 'Mock curses', 'Love letters', 'Rejection letters', 'Comic insults']

// how the shop keeps the Code, and nothing more than it does
const safeguards = [
  {
    title: 'Every order is screened before payment.',
    body: 'When thou sendest an order, its words are checked against this Code before thou art asked to pay.',
  },
  {
    title: 'A clear breach is refused before anything is charged.',
    body: 'An order that plainly breaks the Code goes no further, and thou payest nothing.',
  },
  {
    title: 'An order the screen is unsure of waits for a person.',
    body: 'One of our scribes reads it before anything is sent, and approves or refuses it. Its delivery time then counts from the approval, not from the payment.',
  },
  {
    title: 'An order refused after payment is refunded in full.',
    body: (
      <>
        Every penny comes back; the{' '}
        <Link to="/refunds" className={textLinkClass}>
          refund rules
        </Link>{' '}
        say how.
      </>
    ),
  },
  {
    title: 'Every recipient may say “never again”.',
    body: 'Every scroll we email lets its recipient tell us “never send me another scroll”, and report the scroll to us. We honour that for every customer: once a recipient has asked, no one can send them a scroll through this shop.',
  },
]

export function ScribesCodePage() {
  return (
    <PolicyPage
      eyebrow="The Rules of the Scriptorium"
      title="The Scribes' Code"
      lede="Our scribes write comic fury, never real harm. Here is what we write, what we refuse to write, and how we hold every order to it."
    >
      <PolicySection id="code-writes-title" title="What We Write">
        <p>
          Letters of theatrical outrage and overblown devotion, in the medieval voice, about a story thou
          tellest us:
        </p>
        <PolicyList>
          {kinds.map((kind) => (
            <li key={kind}>{kind}</li>
          ))}
        </PolicyList>
        <p>
          The joke is the grandeur. A scroll may call thy roommate a tyrant of the unwashed dishes; it stays a
          jest, aimed at the grievance, never at the person's safety.
        </p>
      </PolicySection>

      <PolicySection id="code-refuses-title" title="What We Refuse to Write">
        <p>Whatever the price and whoever asks, no scroll of ours breaks these rules:</p>
        <ul className="flex flex-col gap-3">
          {codeRules.map((rule) => (
            <li key={rule} className="card p-4">
              <h3 className="text-xl">{scribesCodeRules[rule].title}</h3>
              <p className="mt-1">{scribesCodeRules[rule].rule}</p>
            </li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id="code-keeps-title" title="How We Keep the Code">
        <ol className="flex flex-col gap-3">
          {safeguards.map((safeguard) => (
            <li key={safeguard.title} className="card p-4">
              <strong className="font-display">{safeguard.title}</strong> {safeguard.body}
            </li>
          ))}
        </ol>
      </PolicySection>
    </PolicyPage>
  )
}
