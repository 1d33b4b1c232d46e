// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '@/web/test-support'
import { DashboardPage } from './dashboard-page'

const me = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Steward',
  email: 'steward@scrollsoffury.test',
  role: 'admin',
  twoFactorEnabled: true,
} as const

const counts = (overrides: Record<string, unknown> = {}) => ({
  dueSoonHours: 6,
  dueSoon: 0,
  overdue: 0,
  failed: 0,
  reviewAlertHours: 48,
  needsReview: 3,
  reviewOverdue: 0,
  openReports: 0,
  unreadInbox: 0,
  awaitingQuote: 0,
  duePayouts: { partners: 0, cents: 0 },
  ...overrides,
})

function renderWith(body: unknown) {
  stubApi({ 'GET /api/staff/needs-attention': () => ({ status: 200, body }) })
  renderWithProviders(<DashboardPage me={me} />, '/admin', { queries: true })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DashboardPage', () => {
  it('counts the orders held for review and links to the queue of them', async () => {
    renderWith(counts())
    const link = await screen.findByRole('link', { name: /Needs review/ })
    expect(link.getAttribute('href')).toBe('/admin/orders?status=held')
    expect(link.textContent).toContain('3')
    expect(link.textContent).toContain('Held for a person to read before sealing')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('raises an alert when held orders have waited more than 48 hours', async () => {
    renderWith(counts({ reviewOverdue: 2 }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('2 orders have waited more than 48 hours for review.')
    expect((await screen.findByRole('link', { name: /Needs review/ })).textContent).toContain(
      '2 waiting more than 48 hours',
    )
    cleanup()

    renderWith(counts({ needsReview: 1, reviewOverdue: 1 }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      '1 order has waited more than 48 hours for review.',
    )
    expect(screen.getByRole('link', { name: 'Read them now' }).getAttribute('href')).toBe(
      '/admin/orders?status=held',
    )
  })
})
