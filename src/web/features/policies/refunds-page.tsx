import { Link } from 'react-router'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { shop } from '@/domain/shop'
import { PolicyList, PolicyPage, PolicySection, textLinkClass } from './policy-page'

export function RefundsPage() {
  return (
    <PolicyPage
      eyebrow="The Treasury's Rules"
      title="Refunds"
      lede="Our FAQ says “no refunds”. Here is exactly what that means, and when thy coin comes back to thee."
    >
      <PolicySection id="refunds-none-title" title="What “No Refunds” Means">
        <p>
          It means a delivered scroll. Once a scroll has reached its recipient, or thee, its wrath cannot be
          unwritten, and its price is not returned, even if thy target deserved worse.
        </p>
      </PolicySection>

      <PolicySection id="refunds-full-title" title="When We Refund in Full">
        <PolicyList>
          <li>
            <strong>A scroll we refuse.</strong> An order refused under{' '}
            <Link to="/scribes-code" className={textLinkClass}>
              the Scribes' Code
            </Link>{' '}
            after thou hast paid is refunded in full. One refused before payment is never charged.
          </li>
          <li>
            <strong>A scroll never delivered.</strong> If thy scroll never reaches its recipient, or thee,
            thou art refunded in full.
          </li>
          <li>
            <strong>A payment too late for its early-bird price.</strong> The early-bird price is held for{' '}
            {EARLY_BIRD_HOLD_MINUTES} minutes while thou payest. If thy payment arrives after its place went
            to another customer, the order is cancelled and the payment refunded in full, without thee asking.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="refunds-staff-title" title="What Our Staff May Refund">
        <p>
          Our staff may also refund an order whose delivery failed, or a payment made twice for one order.
        </p>
      </PolicySection>

      <PolicySection id="refunds-how-title" title="How a Refund Is Made">
        <p>
          Always in full: the whole price thou paidst, returned through our payment provider the way thou
          paidst. We email thee when it is done; banks take a few days to show it.
        </p>
      </PolicySection>

      <PolicySection id="refunds-ask-title" title="Asking for a Refund">
        <p>
          Write to{' '}
          <a href={`mailto:${shop.contactEmail}`} className={textLinkClass}>
            {shop.contactEmail}
          </a>{' '}
          with the order number on thy receipt (such as #1A2B3C4D).
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
