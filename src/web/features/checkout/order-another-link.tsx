import { Link } from 'react-router'
import { clearOrderData } from '@/web/lib/order-storage'
import { scrollToSection } from '@/web/lib/scroll-to-section'

const section = 'choose-thy-scroll'

// the landing page renders a moment after the navigation; wait for the section before scrolling to it
function scrollWhenShown(framesLeft = 60) {
  if (document.getElementById(section)) scrollToSection(section)
  else if (framesLeft > 0) requestAnimationFrame(() => scrollWhenShown(framesLeft - 1))
}

/** "Order another": forgets the stored order and opens the scroll choice of the landing page. */
export function OrderAnotherLink({ className = 'btn-primary' }: { className?: string }) {
  return (
    <Link
      to={{ pathname: '/', hash: section }}
      className={className}
      onClick={() => {
        clearOrderData()
        requestAnimationFrame(() => scrollWhenShown())
      }}
    >
      Order Another Scroll
    </Link>
  )
}
