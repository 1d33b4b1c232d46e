import { Link } from 'react-router'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { shop } from '@/domain/shop'
import { PolicyList, PolicyPage, PolicySection, textLinkClass } from './policy-page'

export function TermsPage() {
  return (
    <PolicyPage
      eyebrow="The Articles of the Scriptorium"
      title="Terms of Service"
      lede={`The plain rules of buying a scroll from ${shop.name}. By placing an order, thou agreest to them.`}
    >
      <PolicySection id="terms-buy-title" title="What Thou Buyest">
        <p>
          A comic letter written for thee: a roast, a rant, a mock curse, a love or a rejection letter, about
          the story thou givest us. Our scribe engine writes it, our staff may read and edit it, and it is
          delivered by email as a wax-sealed PDF: to the recipient thou namest or, without a recipient's
          address, to thee. Extras such as a narration come as their order form describes them.
        </p>
        <p>
          A commission is priced by quote: nothing is charged until thou approvest the quote and payest it.
        </p>
      </PolicySection>

      <PolicySection id="terms-pay-title" title="Prices and Payment">
        <PolicyList>
          <li>The price the order form and the checkout show is the price charged.</li>
          <li>An order takes at most one discount: a partner's code or the early-bird offer, never both.</li>
          <li>Our payment provider takes the payment on its own page; the shop never sees thy card.</li>
          <li>
            An early-bird price is held for {EARLY_BIRD_HOLD_MINUTES} minutes while thou payest. A payment
            that arrives after its place went to another customer is refunded in full, and its order is
            cancelled.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="terms-code-title" title="What Thou Mayest Order">
        <p>
          Only what{' '}
          <Link to="/scribes-code" className={textLinkClass}>
            the Scribes' Code
          </Link>{' '}
          allows. We screen every order before payment, refuse one that plainly breaks the Code, and hold one
          we are unsure of until a person has read it.
        </p>
        <p>
          Give true email addresses: thine own, for thy receipt, and the recipient's. A recipient who has
          asked us for no more scrolls receives none, from any customer.
        </p>
      </PolicySection>

      <PolicySection id="terms-delivery-title" title="Delivery">
        <p>
          Each order form shows its delivery time before thou payest. It counts from the payment, or, for an
          order held for a person to read, from its approval.
        </p>
      </PolicySection>

      <PolicySection id="terms-anonymous-title" title="Anonymous Delivery">
        <p>
          Choose “Deliver anonymously” and nothing the recipient receives names thee. The shop itself still
          knows who ordered: it needs thy email for the receipt, and may read an order a recipient reports.
        </p>
      </PolicySection>

      <PolicySection id="terms-refunds-title" title="Refunds">
        <p>
          A delivered scroll is not refunded; a scroll refused or never delivered is refunded in full. The
          whole rule is on{' '}
          <Link to="/refunds" className={textLinkClass}>
            the refunds page
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="terms-jest-title" title="A Scroll Is a Jest">
        <p>
          A scroll is comedy, written in a voice of mock outrage. It is not advice, not a legal notice, and
          not a statement of fact about its recipient.
        </p>
      </PolicySection>

      <PolicySection id="terms-changes-title" title="Changes and Questions">
        <p>
          If these terms change, the new terms apply to orders placed after the change. Questions are welcome
          at{' '}
          <a href={`mailto:${shop.contactEmail}`} className={textLinkClass}>
            {shop.contactEmail}
          </a>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
