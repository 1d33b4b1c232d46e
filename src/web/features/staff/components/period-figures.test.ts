import { describe, expect, it } from 'vitest'
import { changeLabel, periodFigures } from './period-figures'

type Analytics = Parameters<typeof periodFigures>[0]

const analytics = (figures: Partial<Analytics>): Analytics =>
  ({
    totalOrders: 40,
    totalRevenueCents: 123_400,
    previousTotals: { orders: 36, revenueCents: 130_000 },
    change: { ordersPercent: 11, revenuePercent: -5 },
    bestDay: { date: '2026-03-14', orders: 6, revenueCents: 12_345 },
    partnerOrders: { count: 9, sharePercent: 23 },
    refunds: { count: 2, amountCents: 5998 },
    ...figures,
  }) as Analytics

const byLabel = (data: Analytics) =>
  Object.fromEntries(periodFigures(data).map(({ label, value, detail }) => [label, `${value} | ${detail}`]))

describe('changeLabel', () => {
  it('signs a rise and a fall, with a true minus sign, and says when nothing changed', () => {
    expect(changeLabel(12)).toBe('+12%')
    expect(changeLabel(-5)).toBe('−5%')
    expect(changeLabel(0)).toBe('No change')
  })
})

describe('periodFigures', () => {
  it('puts each figure in words beside its number', () => {
    expect(byLabel(analytics({}))).toEqual({
      'Revenue against the 30 days before': '−5% | $1234.00, against $1300.00',
      'Orders against the 30 days before': '+11% | 40 orders, against 36',
      'Best day': '$123.45 | 6 orders on Sat, Mar 14, 2026',
      'Orders through partners': '23% | 9 of 40 orders came by a partner’s link or code',
      Refunds: '$59.98 | 2 orders of the last 30 days refunded',
    })
  })

  it('says plainly when there is nothing to compare, no best day and no refund', () => {
    const quiet = analytics({
      totalOrders: 1,
      totalRevenueCents: 799,
      previousTotals: { orders: 0, revenueCents: 0 },
      change: { ordersPercent: null, revenuePercent: null },
      bestDay: { date: '2026-03-01', orders: 1, revenueCents: 799 },
      partnerOrders: { count: 0, sharePercent: 0 },
      refunds: { count: 0, amountCents: 0 },
    })
    expect(byLabel(quiet)).toEqual({
      'Revenue against the 30 days before': 'None before | No sales in the 30 days before to compare with',
      'Orders against the 30 days before': 'None before | No orders in the 30 days before to compare with',
      'Best day': '$7.99 | 1 order on Sun, Mar 1, 2026',
      'Orders through partners': '0% | 0 of 1 order came by a partner’s link or code',
      Refunds: '$0.00 | No order of the last 30 days refunded',
    })
  })

  it('names no best day and no share in a shop without orders', () => {
    const empty = byLabel(
      analytics({
        totalOrders: 0,
        bestDay: null,
        partnerOrders: { count: 0, sharePercent: null },
        refunds: { count: 1, amountCents: 2999 },
      }),
    )
    expect(empty['Best day']).toBe('None yet | No sales in the last 30 days')
    expect(empty['Orders through partners']).toBe('None yet | No orders in the last 30 days')
    expect(empty.Refunds).toBe('$29.99 | 1 order of the last 30 days refunded')
  })
})
