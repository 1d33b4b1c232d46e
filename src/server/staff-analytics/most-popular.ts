import { type ScrollType, scrollTypes } from '@/domain/catalog-products'

/**
 * The scroll type with the highest summed count; on a tie the type later in the catalog's order wins
 * (spec section 9: "ties favour the later type"). Null when nothing was sold.
 */
export function mostPopularScrollType(counts: Record<ScrollType, number>): ScrollType | null {
  let best: ScrollType | null = null
  let bestCount = 0
  for (const type of scrollTypes) {
    // `>=`: a later type with the same count takes the place of the earlier one
    if (counts[type] > 0 && counts[type] >= bestCount) {
      best = type
      bestCount = counts[type]
    }
  }
  return best
}
