/**
 * What a bundle's prices are measured against, in the words its card prints (decision 069): what the
 * struck "was" price is made of, what a saving is against, and how the bundle compares with the same
 * scrolls bought singly at partner prices. Every figure and name comes from the catalogue, so the words
 * cannot drift from the prices.
 */
import {
  type BundleId,
  bundleSaving,
  bundles,
  mixedBundleOptionIds,
  mixedBundleOptions,
  partnerBundleIds,
} from './catalog-bundles'
import { type ScrollType, scrollProducts } from './catalog-products'
import { formatCents } from './money'
import { withoutArticle } from './text/articles'

const named = (count: number, scrollType: ScrollType) =>
  `${scrollProducts[scrollType].name}${count === 1 ? '' : 's'}`

/** "3 Classic Scrolls", "1 Cursed Scroll": a count of one product, by its catalogue name. */
export function countScrolls(count: number, scrollType: ScrollType): string {
  return `${count} ${named(count, scrollType)}`
}

/** What a bundle holds: "5 Cursed Scrolls", or "5 scrolls of thy choosing" when each target chooses. */
export function bundleContents(id: BundleId): string {
  const bundle = bundles[id]
  if (bundle.scrollType === 'mixed') return `${bundle.quantity} scrolls of thy choosing`
  return countScrolls(bundle.quantity, bundle.scrollType)
}

/** single: the product's own list price; bundle-rate: its price as a pick of a mixed bundle (spec 9). */
export type WasBasis = 'single' | 'bundle-rate'

export type WasPriceMakeup = {
  quantity: number
  scrollType: ScrollType
  eachCents: number
  basis: WasBasis
}

/**
 * The catalogue price that, times the bundle's count, makes its "was" price; null when none does (a
 * mixed bundle, whose scrolls are chosen per target, or a bundle without a "was" price).
 */
export function wasPriceMakeup(id: BundleId): WasPriceMakeup | null {
  const bundle = bundles[id]
  if (bundle.wasCents === null || bundle.scrollType === 'mixed') return null
  const { quantity, scrollType, wasCents } = bundle
  const candidates: [WasBasis, number | null][] = [
    ['single', scrollProducts[scrollType].listCents],
    ['bundle-rate', mixedBundleOptions[scrollType].cents],
  ]
  const found = candidates.find(([, cents]) => cents !== null && cents * quantity === wasCents)
  if (!found || found[1] === null) return null
  return { quantity, scrollType, eachCents: found[1], basis: found[0] }
}

/** What `quantity` scrolls cost at the bundle rate at least and at most: all cheapest, or all dearest. */
const costAtTheBundleRate = (quantity: number) => {
  const cents = mixedBundleOptionIds.map((option) => mixedBundleOptions[option].cents * quantity)
  return { least: Math.min(...cents), most: Math.max(...cents) }
}

/**
 * The struck price said in words: "Was $149.95: 5 Cursed Scrolls at the bundle rate of $29.99 each".
 * A mixed bundle's price is no sum of its scrolls, and says so with what its scrolls would cost.
 */
export function wasPriceText(id: BundleId): string | null {
  const bundle = bundles[id]
  if (bundle.wasCents === null) return null
  const was = formatCents(bundle.wasCents)
  const makeup = wasPriceMakeup(id)
  if (makeup) {
    const scrolls = countScrolls(makeup.quantity, makeup.scrollType)
    const each = formatCents(makeup.eachCents)
    return makeup.basis === 'single'
      ? `Was ${was}: ${scrolls} at ${each} each, bought one by one`
      : `Was ${was}: ${scrolls} at the bundle rate of ${each} each`
  }
  const range = costAtTheBundleRate(bundle.quantity)
  return (
    `Listed at ${was}. Thou choosest its ${bundle.quantity} scrolls, so that is no sum of theirs: at the ` +
    `bundle rate, ${bundle.quantity} cost ${formatCents(range.least)} to ${formatCents(range.most)}`
  )
}

/** What a bundle's "Save N%" is against: "against the bundle rate"; null where no saving is claimed. */
export function savingBasis(id: BundleId): string | null {
  const makeup = wasPriceMakeup(id)
  if (!makeup || !bundleSaving(id)) return null
  return makeup.basis === 'single' ? 'against buying them one by one' : 'against the bundle rate'
}

/**
 * The same scrolls bought singly at partner prices, as the partner page sells them beside the bundle:
 * "5 single Cursed Scrolls at the partner price of $24.99 come to $124.95: this bundle saves 21% on those
 * too". A bundle dearer than its singles says so. Null for a mixed bundle or a type without partner price.
 */
export function partnerSinglesText(id: BundleId): string | null {
  const bundle = bundles[id]
  if (bundle.cents === null || bundle.scrollType === 'mixed') return null
  const each = scrollProducts[bundle.scrollType].partnerCents
  if (each === null) return null
  const singles = each * bundle.quantity
  const bought = `${bundle.quantity} single ${named(bundle.quantity, bundle.scrollType)}`
  const sum = `${bought} at the partner price of ${formatCents(each)} come to ${formatCents(singles)}`
  if (singles > bundle.cents) {
    const percent = Math.round(((singles - bundle.cents) * 100) / singles)
    return `${sum}: this bundle saves ${percent}% on those too`
  }
  return `${sum}, less than this bundle, which sends all ${bundle.quantity} from one order`
}

/** What "the bundle rate" means, with the rate of every mixed-bundle option. */
export function bundleRateNote(): string {
  const rates = mixedBundleOptionIds.map((option) => {
    const { label, cents } = mixedBundleOptions[option]
    return `${label} ${formatCents(cents)}`
  })
  return `The bundle rate is what a scroll costs when picked into a bundle one at a time: ${rates.join(', ')}`
}

/** Whether `wasPriceText` speaks of the bundle rate, and so wants `bundleRateNote` beside it. */
export function speaksOfBundleRate(id: BundleId): boolean {
  const bundle = bundles[id]
  if (bundle.wasCents === null) return false
  return bundle.scrollType === 'mixed' || wasPriceMakeup(id)?.basis === 'bundle-rate'
}

/**
 * The bundles partners' pages sell, for a page that only mentions them: "the Courtroom (5 Cursed
 * Scrolls), the Royal Arsenal (5 scrolls of thy choosing) and the Holiday Siege Pack (10 Classic Scrolls)".
 */
export function partnerBundleList(): string {
  const items = partnerBundleIds.map(
    (id) => `the ${withoutArticle(bundles[id].title)} (${bundleContents(id)})`,
  )
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
