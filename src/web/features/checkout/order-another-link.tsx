import { HomeSectionLink } from '@/web/components/home-section-link'
import { clearOrderData } from '@/web/lib/order-storage'

/** "Order another": forgets the stored order and opens the scroll choice of the landing page. */
export function OrderAnotherLink({ className = 'btn-primary' }: { className?: string }) {
  return (
    <HomeSectionLink section="choose-thy-scroll" className={className} onClick={clearOrderData}>
      Order Another Scroll
    </HomeSectionLink>
  )
}
