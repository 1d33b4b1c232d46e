// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openCheckout } from '@/web/features/checkout/open-checkout'
import { renderWithProviders, stubApi } from '@/web/test-support'
import type { CommissionQuote } from './api/get-commission-quote'
import { CommissionQuotePage } from './commission-quote-page'

vi.mock('@/web/features/checkout/open-checkout', () => ({ openCheckout: vi.fn() }))

const token = 'T'.repeat(43)
const quote = (overrides: Partial<CommissionQuote> = {}): CommissionQuote => ({
  token,
  target: 'The Baron <b>of Parking</b>',
  summary: 'Divine Fury, 3-5 pages',
  toRecipient: false,
  priceCents: 24_950,
  deliveryDays: 14,
  message: 'Thy tale moved us.\n\n<i>Three</i> pages of fury.',
  expiresAt: '2026-03-15T12:00:00.000Z',
  lastDay: '2026-03-14',
  state: 'open',
  ...overrides,
})

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/commission/quote/:token" element={<CommissionQuotePage />} />
    </Routes>,
    path,
    { queries: true },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(openCheckout).mockClear()
})

describe('CommissionQuotePage', () => {
  it('shows the quote as text and opens its checkout', async () => {
    const fetch = stubApi({
      [`GET /api/commission-quotes/${token}`]: () => ({ status: 200, body: quote() }),
      [`POST /api/commission-quotes/${token}/checkout`]: () => ({
        status: 201,
        body: { url: 'http://shop.test/test-checkout/x' },
      }),
    })
    renderAt(`/commission/quote/${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thy Quote from the Scriptorium' }),
    ).toBeTruthy()
    expect(screen.getByText('The Baron <b>of Parking</b>')).toBeTruthy()
    expect(screen.getByText('within 14 days of thy payment')).toBeTruthy()
    expect(screen.getByText('the end of 14 March 2026')).toBeTruthy()
    expect(screen.getByText(/<i>Three<\/i> pages of fury\./)).toBeTruthy()
    expect(screen.getByText(/the sealed scroll comes to thee by email, thy receipt after it\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $249.50' }))
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('http://shop.test/test-checkout/x'))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('says the sealed scroll goes to its recipient when the request named one', async () => {
    stubApi({
      [`GET /api/commission-quotes/${token}`]: () => ({ status: 200, body: quote({ toRecipient: true }) }),
    })
    renderAt(`/commission/quote/${token}`)
    expect(
      await screen.findByText(/the sealed scroll goes to its recipient by email, thy receipt to thee\./),
    ).toBeTruthy()
    expect(screen.queryByText(/comes to thee/)).toBeNull()
  })

  it('says a quote that lapsed while the page was open has expired, and offers no payment', async () => {
    let state: CommissionQuote['state'] = 'open'
    stubApi({
      [`GET /api/commission-quotes/${token}`]: () => ({ status: 200, body: quote({ state }) }),
      [`POST /api/commission-quotes/${token}/checkout`]: () => {
        state = 'expired'
        return { status: 410, body: { error: { code: 'gone', message: 'This quote has expired.' } } }
      },
    })
    renderAt(`/commission/quote/${token}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $249.50' }))
    expect(
      await screen.findByText('Its link worked until the end of 14 March 2026', { exact: false }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
    expect(openCheckout).not.toHaveBeenCalled()
  })

  it('tells a paid commission that nothing more is owed', async () => {
    stubApi({
      [`GET /api/commission-quotes/${token}`]: () => ({ status: 200, body: quote({ state: 'paid' }) }),
    })
    renderAt(`/commission/quote/${token}`)
    expect(await screen.findByText(/This commission is paid\. Nothing more is owed/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('says kindly that no quote answers to an unknown link', async () => {
    stubApi({
      [`GET /api/commission-quotes/${token}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'No quote answers to this link.' } },
      }),
    })
    renderAt(`/commission/quote/${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Not Found' })).toBeTruthy()
  })
})
