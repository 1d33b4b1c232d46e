import { type ScrollType, scrollTypes } from '@/domain/catalog-products'
import type { dailyMetrics } from '../db/schema'
import { dailyCountKeys, type OrderScrollType } from '../orders/record-daily-metrics'
import { type AnalyticsWindow, type DateRange, daysOf } from './analytics-window'
import { mostPopularScrollType } from './most-popular'

export type DailyMetricsRow = Omit<typeof dailyMetrics.$inferSelect, 'updatedAt'>

export type CountsByType = Record<OrderScrollType, number>
export type DayFigures = { date: string; orders: number; revenueCents: number }
export type DayBreakdown = DayFigures & { countsByType: CountsByType }

export type BusinessAnalytics = {
  timeZone: string
  current: DateRange
  previous: DateRange
  totalOrders: number
  totalRevenueCents: number
  averageOrderValueCents: number
  mostPopularScrollType: ScrollType | null
  countsByType: CountsByType
  previousTotals: { orders: number; revenueCents: number }
  /** every day of the window, newest first; a day without paid orders shows zeros */
  dailyBreakdown: DayBreakdown[]
  /** both windows day by day, oldest first: position i of one lines up with position i of the other */
  chart: { current: DayFigures[]; previous: DayFigures[] }
}

const orderTypes = Object.keys(dailyCountKeys) as OrderScrollType[]

const countsOf = (row: DailyMetricsRow | undefined) =>
  Object.fromEntries(orderTypes.map((type) => [type, row?.[dailyCountKeys[type]] ?? 0])) as CountsByType

const figuresOf = (date: string, row: DailyMetricsRow | undefined): DayFigures => ({
  date,
  orders: row?.totalOrders ?? 0,
  revenueCents: row?.totalRevenueCents ?? 0,
})

const sum = (days: DayFigures[], key: 'orders' | 'revenueCents') =>
  days.reduce((total, day) => total + day[key], 0)

/** The Business Analytics screen from the rollup rows of both windows (at most 60 rows, one per day). */
export function summariseBusiness(
  rows: DailyMetricsRow[],
  window: AnalyticsWindow,
  timeZone: string,
): BusinessAnalytics {
  const byDate = new Map(rows.map((row) => [row.date, row]))
  const breakdown = daysOf(window.current).map((date) => ({
    ...figuresOf(date, byDate.get(date)),
    countsByType: countsOf(byDate.get(date)),
  }))
  const previous = daysOf(window.previous).map((date) => figuresOf(date, byDate.get(date)))
  const totalOrders = sum(breakdown, 'orders')
  const totalRevenueCents = sum(breakdown, 'revenueCents')
  const countsByType = Object.fromEntries(
    orderTypes.map((type) => [type, breakdown.reduce((total, day) => total + day.countsByType[type], 0)]),
  ) as CountsByType
  const scrollCounts = Object.fromEntries(scrollTypes.map((type) => [type, countsByType[type]]))
  return {
    timeZone,
    current: window.current,
    previous: window.previous,
    totalOrders,
    totalRevenueCents,
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(totalRevenueCents / totalOrders),
    mostPopularScrollType: mostPopularScrollType(scrollCounts as Record<ScrollType, number>),
    countsByType,
    previousTotals: { orders: sum(previous, 'orders'), revenueCents: sum(previous, 'revenueCents') },
    dailyBreakdown: [...breakdown].reverse(),
    chart: { current: breakdown.map(({ countsByType: _, ...day }) => day), previous },
  }
}
