import { PARTNER_ATTRIBUTION_DAYS } from '@/domain/limits'
import { shop } from '@/domain/shop'
import { PolicyList, PolicyPage, PolicySection, textLinkClass } from './policy-page'

// the shop's own retention policy: chosen by the shop, not figures the law sets
const retention = [
  ['Orders, names, email addresses and payment records', '7 years from the order, for the accounts'],
  ["A scroll's text, its PDF and its narration", '1 year from delivery'],
  ['The mail log and the messages in it', '1 year from sending'],
  ['The internet address an order came from', '90 days from the order'],
  ['Contact messages, applications, commission requests and drawing entries', '1 year from the last reply'],
  ['An account made on the sign-in page', 'as long as the account is open'],
  [
    'The keyed hash of a recipient who asked for no more scrolls',
    'as long as the shop runs, so that the request holds',
  ],
] as const

export function PrivacyPage() {
  return (
    <PolicyPage
      eyebrow="What the Scriptorium Keeps"
      title="Privacy Notice"
      lede="What we store about thee and about the people thou writest to, why, for how long, and who sees it."
    >
      <PolicySection id="privacy-keep-title" title="What We Store">
        <PolicyList>
          <li>
            The order's details: the scroll chosen, its options, the story and specifics thou givest, its
            price and discount, and each step of its progress.
          </li>
          <li>Names and email addresses: thine, and the name and email address of each recipient.</li>
          <li>The scroll itself: its text and its sealed PDF, and the narration's recording when bought.</li>
          <li>
            The payment record from our payment provider: the amount, its checkout reference, and when it was
            paid or refunded. Never card numbers: thou typest those on the provider's page, not ours.
          </li>
          <li>
            The mail log: every email the shop sends, to whom and when, with the whole message, so that staff
            can send a lost one again.
          </li>
          <li>
            The internet address an order came from, to limit how fast the forms may be used and to check that
            a partner's referral is not their own. The daily free samples are counted against a one-way hash
            of that address.
          </li>
          <li>
            A recipient who asks for no more scrolls is kept only as a keyed hash of their email address:
            enough to recognise the address on a new order, never to read it back.
          </li>
          <li>A recipient's report of a scroll, with the note they add.</li>
          <li>
            An account made on the sign-in page: its name, email address and hashed password, and for each
            session the address and browser it came from; a signed-in session is kept in a cookie.
          </li>
          <li>
            What thou sendest through the other forms: contact messages, job applications, commission requests
            and entries to the weekly drawing.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="privacy-why-title" title="Why We Store It">
        <p>
          To write and deliver thy scroll, to send thee its receipt and any refund, to answer thee and the
          recipient, to keep the shop's accounts and pay its partners, and to hold every order to the Scribes'
          Code.
        </p>
      </PolicySection>

      <PolicySection id="privacy-long-title" title="How Long We Keep It">
        <p>
          These periods are <strong>the shop's own policy</strong>, not figures set by law; a record the law
          asks us to keep longer is kept as long as it asks.
        </p>
        <PolicyList>
          {retention.map(([what, period]) => (
            <li key={what}>
              {what}: <strong>{period}</strong>.
            </li>
          ))}
        </PolicyList>
      </PolicySection>

      <PolicySection id="privacy-who-title" title="Who Sees It">
        <PolicyList>
          <li>The shop's staff, to fulfil orders, check them against the Code and answer questions.</li>
          <li>
            Our payment provider: thy email address, the order's lines and its amount, to take the payment and
            to return it.
          </li>
          <li>Our mail provider: each email we send, with its addresses and attachments, to deliver it.</li>
          <li>
            Where the shop uses an outside writing model or moderation service, the order's story and the
            scroll's text go to it, to write or check the scroll.
          </li>
          <li>
            The recipient sees the scroll, and never a price. On an anonymous order, nothing they receive
            names thee.
          </li>
        </PolicyList>
        <p>We sell no one's details.</p>
      </PolicySection>

      <PolicySection id="privacy-browser-title" title="What Thy Browser Keeps">
        <p>
          A few things stay in thy browser's own storage, not on our servers: the partner link thou camest by
          (for {PARTNER_ATTRIBUTION_DAYS} days), thy last order's summary for its confirmation page, thy
          commission request's summary, and how many free samples thou hast taken today. The shop sets no
          advertising or tracking cookies.
        </p>
      </PolicySection>

      <PolicySection id="privacy-ask-title" title="Asking About Thy Data">
        <p>
          Write to{' '}
          <a href={`mailto:${shop.contactEmail}`} className={textLinkClass}>
            {shop.contactEmail}
          </a>{' '}
          to learn what we hold about thee, to correct it, or to have it deleted where we are not bound to
          keep it.
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
