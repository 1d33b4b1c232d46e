import { mixedBundleOptions } from '@/domain/catalog-bundles'
import { type ScrollType, scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import type { ScrollIconName } from './scroll-icon'

export type BadgeVariant = 'popular' | 'premium' | 'starter'

export type ScrollCard = {
  scrollType: ScrollType
  title: string
  description: string
  icon: ScrollIconName
  badge: { text: string; variant: BadgeVariant }
  styleClass: string
  price: string
  /** the crossed-out former price, when the scroll is on offer */
  wasPrice: string | null
  priceNote: string | null
  note: string | null
}

type CardCopy = Pick<ScrollCard, 'scrollType' | 'description' | 'icon' | 'badge' | 'styleClass'>

const copy: CardCopy[] = [
  {
    scrollType: 'light-rant',
    description:
      'A crisp, well-mannered rant for the petty offence: the unreturned casserole dish, the reply-all, the stolen parking spot. Elegant, witty, poetic or gloriously petty.',
    icon: 'scroll',
    badge: { text: 'Perfect Starter', variant: 'starter' },
    styleClass: 'scroll-card--classic',
  },
  {
    scrollType: 'scroll-of-fury',
    description:
      'For wrongs that demand thunder. ALL CAPS, cursed fonts and font tantrums, on a fury dial that starts at Fierce Rebuke and ends at Nuclear Scroll.',
    icon: 'flame',
    badge: { text: 'Most Popular', variant: 'popular' },
    styleClass: 'scroll-card--cursed',
  },
  {
    scrollType: 'epic-scroll-commission',
    description:
      'A saga of many pages, written to order for grudges of legendary length. Tell the council thy tale and receive a quote before a single drop of ink is spilt.',
    icon: 'quill',
    badge: { text: 'Bespoke', variant: 'premium' },
    styleClass: 'scroll-card--epic',
  },
  {
    scrollType: 'eternal-scroll',
    description:
      'Our grandest proclamation: the full force of the scriptorium, every flourish and the whole fury dial, upon one deserving soul.',
    icon: 'crown',
    badge: { text: 'Legendary', variant: 'premium' },
    styleClass: 'scroll-card--eternal',
  },
  {
    scrollType: 'love-me-scroll',
    description:
      'Not all scrolls wound. Declare undying love, or reject a suitor with devastating grace, from tender sonnet to brutal honesty.',
    icon: 'heart',
    badge: { text: 'Matters of the Heart', variant: 'starter' },
    styleClass: 'scroll-card--love',
  },
]

function priceOf(scrollType: ScrollType): Pick<ScrollCard, 'price' | 'wasPrice' | 'priceNote'> {
  const product = scrollProducts[scrollType]
  if (product.listCents === null) {
    // commissions are quoted by staff; the card shows the catalog's commission figure as a floor
    const from = mixedBundleOptions['epic-scroll-commission'].cents
    return { price: `from ${formatCents(from)}`, wasPrice: null, priceNote: 'priced by quote' }
  }
  return {
    price: formatCents(product.listCents),
    wasPrice: product.wasCents === null ? null : formatCents(product.wasCents),
    priceNote: product.offerLabel,
  }
}

export const scrollCards: ScrollCard[] = copy.map((card) => ({
  ...card,
  title: scrollProducts[card.scrollType].name,
  note: scrollProducts[card.scrollType].note,
  ...priceOf(card.scrollType),
}))
