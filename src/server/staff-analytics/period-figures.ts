/** A day's paid orders and their revenue. */
export type DayFigures = { date: string; orders: number; revenueCents: number }

/**
 * How far `current` is above (positive) or below (negative) `previous`, in whole percent; null when the
 * previous period had nothing to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  // `+ 0` turns a rounded -0 into 0: "no change" has no sign
  return Math.round(((current - previous) / previous) * 100) + 0
}

/** `part` of `whole` in whole percent; null when there is no whole. */
export function sharePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100)
}

/**
 * The day of the most revenue, null when nothing was sold. On a tie the later day wins, as the later
 * scroll type does for Most Popular: the more recent of two equal days is the one worth looking at.
 */
export function bestDay(days: DayFigures[]): DayFigures | null {
  let best: DayFigures | null = null
  for (const day of days) {
    if (day.revenueCents > 0 && (best === null || compareDays(day, best) > 0)) best = day
  }
  return best
}

const compareDays = (a: DayFigures, b: DayFigures) =>
  a.revenueCents - b.revenueCents || a.date.localeCompare(b.date)
