import { shopDate } from '../shop-date'

/** The business analytics look back this many days (spec section 9). */
export const ANALYTICS_WINDOW_DAYS = 30

/** Calendar days of the shop's time zone, `YYYY-MM-DD`, both ends included. */
export type DateRange = { from: string; to: string }

export type AnalyticsWindow = {
  /** the last 30 days: today in the shop's time zone and the 29 days before it */
  current: DateRange
  /** the 30 days before those, for the chart's comparison */
  previous: DateRange
}

const DAY_MS = 86_400_000

/** The calendar day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The analytics window at a moment, in days of the shop's time zone, so it matches daily_metrics. */
export function analyticsWindow(now: Date, timeZone: string, days = ANALYTICS_WINDOW_DAYS): AnalyticsWindow {
  const today = shopDate(now, timeZone)
  const from = addDays(today, 1 - days)
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  }
}

/** Every day of a range, oldest first. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}
