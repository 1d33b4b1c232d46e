import { describe, expect, it } from 'vitest'
import { analyticsWindow } from './analytics-window'
import { type DailyMetricsRow, summariseBusiness } from './summarise-business'

const window = analyticsWindow(new Date('2026-03-15T12:00:00Z'), 'UTC')
const noRefunds = { partnerOrders: 0, refunds: { count: 0, amountCents: 0 } }

const row = (date: string, figures: Partial<DailyMetricsRow>): DailyMetricsRow => ({
  date,
  totalOrders: 0,
  totalRevenueCents: 0,
  lightRantCount: 0,
  scrollFuryCount: 0,
  epicCommissionCount: 0,
  eternalScrollCount: 0,
  loveMeScrollCount: 0,
  bundleCount: 0,
  ...figures,
})

describe('summariseBusiness', () => {
  const rows = [
    // in the window: 2 March and 14 March
    row('2026-03-02', { totalOrders: 3, totalRevenueCents: 6097, lightRantCount: 1, bundleCount: 2 }),
    row('2026-03-14', { totalOrders: 2, totalRevenueCents: 9900, epicCommissionCount: 1, bundleCount: 1 }),
    // the 30 days before: 13 February is the last of them
    row('2026-02-13', { totalOrders: 4, totalRevenueCents: 8000, lightRantCount: 4 }),
  ]
  const figures = summariseBusiness(rows, window, 'UTC', {
    partnerOrders: 2,
    refunds: { count: 1, amountCents: 2999 },
  })

  it('counts bundles under Bundles and keeps them out of the most popular scroll', () => {
    expect(figures.countsByType).toEqual({
      'light-rant': 1,
      'scroll-of-fury': 0,
      'epic-scroll-commission': 1,
      'eternal-scroll': 0,
      'love-me-scroll': 0,
      bundle: 3,
    })
    // a tie between the two scroll types sold: the later in the catalogue
    expect(figures.mostPopularScrollType).toBe('epic-scroll-commission')
  })

  it('sets the last 30 days against the 30 before', () => {
    expect(figures).toMatchObject({
      totalOrders: 5,
      totalRevenueCents: 15997,
      previousTotals: { orders: 4, revenueCents: 8000 },
      change: { ordersPercent: 25, revenuePercent: 100 },
    })
  })

  it('names the best day, the partners’ share and the refunds', () => {
    expect(figures.bestDay).toEqual({ date: '2026-03-14', orders: 2, revenueCents: 9900 })
    expect(figures.partnerOrders).toEqual({ count: 2, sharePercent: 40 })
    expect(figures.refunds).toEqual({ count: 1, amountCents: 2999 })
  })

  it('shows a shop without sales as zeros, with nothing to compare and no best day', () => {
    const empty = summariseBusiness([], window, 'UTC', noRefunds)
    expect(empty).toMatchObject({
      totalOrders: 0,
      change: { ordersPercent: null, revenuePercent: null },
      bestDay: null,
      partnerOrders: { count: 0, sharePercent: null },
      refunds: { count: 0, amountCents: 0 },
    })
    expect(empty.dailyBreakdown).toHaveLength(30)
  })
})
