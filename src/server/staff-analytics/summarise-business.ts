import { type ScrollType, scrollTypes } from '@/domain/catalog-products'
import type { dailyMetrics } from '../db/schema'
import { dailyCountKeys, type OrderScrollType } from '../orders/record-daily-metrics'
import { type AnalyticsWindow, type DateRange, daysOf } from './analytics-window'
import type { PeriodOrders } from './count-period-orders'
import { mostPopularScrollType } from './most-popular'
import { bestDay, type DayFigures, percentChange, sharePercent } from './period-figures'

export type DailyMetricsRow = Omit<typeof dailyMetrics.$inferSelect, 'updatedAt'>

export type CountsByType = Record<OrderScrollType, number>
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
  /** this period against the previous one, in whole percent; null where the previous had none */
  change: { ordersPercent: number | null; revenuePercent: number | null }
  /** the day of the period with the most revenue; null without sales */
  bestDay: DayFigures | null
  /** orders placed in the period through a partner and still paid, and their share of all its orders */
  partnerOrders: { count: number; sharePercent: number | null }
  /** orders placed in the period and refunded since, and what they gave back */
  refunds: { count: number; amountCents: number }
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

/**
 * The Business Analytics screen from the rollup rows of both windows (at most 60 rows, one per day) and
 * the period's partner orders and refunds.
 */
export function summariseBusiness(
  rows: DailyMetricsRow[],
  window: AnalyticsWindow,
  timeZone: string,
  periodOrders: PeriodOrders,
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
  const previousTotals = { orders: sum(previous, 'orders'), revenueCents: sum(previous, 'revenueCents') }
  const chartDays = breakdown.map(({ countsByType: _, ...day }) => day)
  return {
    timeZone,
    current: window.current,
    previous: window.previous,
    totalOrders,
    totalRevenueCents,
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(totalRevenueCents / totalOrders),
    mostPopularScrollType: mostPopularScrollType(scrollCounts as Record<ScrollType, number>),
    countsByType,
    previousTotals,
    change: {
      ordersPercent: percentChange(totalOrders, previousTotals.orders),
      revenuePercent: percentChange(totalRevenueCents, previousTotals.revenueCents),
    },
    bestDay: bestDay(chartDays),
    partnerOrders: {
      count: periodOrders.partnerOrders,
      sharePercent: sharePercent(periodOrders.partnerOrders, totalOrders),
    },
    refunds: periodOrders.refunds,
    dailyBreakdown: [...breakdown].reverse(),
    chart: { current: chartDays, previous },
  }
}
