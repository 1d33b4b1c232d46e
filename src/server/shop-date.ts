// building a formatter loads the zone's rules; one per zone is kept for the life of the process
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The shop's calendar day of a moment, in its own time zone. */
export function shopDate(moment: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(moment)
}

const HOUR_MS = 3_600_000

/**
 * The first moment of a calendar day in the shop's time zone: a moment is on that day or later exactly
 * when it is at or after this one. Found by halving against `shopDate` itself, so the two never
 * disagree, whatever daylight saving does to the zone's midnight.
 */
export function shopDayStart(date: string, timeZone: string): Date {
  // every zone is within 14 hours of UTC: 15 hours before UTC midnight is still the day before
  let before = Date.parse(`${date}T00:00:00Z`) - 15 * HOUR_MS
  let after = before + 30 * HOUR_MS
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    if (shopDate(new Date(middle), timeZone) < date) before = middle
    else after = middle
  }
  return new Date(after)
}
