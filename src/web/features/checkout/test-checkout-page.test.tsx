// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '@/web/test-support'
import { openCheckout } from './open-checkout'
import { publicOrder } from './public-order.fixture'
import { TestCheckoutPage } from './test-checkout-page'

vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }))

const sessionId = `test_cs_${'a'.repeat(32)}`
const base = `/api/test-checkout/${sessionId}`
const successUrl = 'http://shop.test/payment-success?session_id=x&order_id=y'
const cancelUrl = 'http://shop.test/payment-success?order_id=y&cancelled=1'

const checkout = (status: 'open' | 'paid' | 'cancelled' | 'expired', earlyBirdHold = false) => ({
  status: 200,
  body: {
    session: {
      id: sessionId,
      status,
      amountCents: 1549,
      expiresAt: '2099-01-01T00:00:00.000Z',
      cancelUrl,
      earlyBirdHold,
    },
    order: publicOrder({
      status: 'pending_payment',
      paymentStatus: 'pending',
      paidAt: null,
      anonymousDelivery: true,
    }),
  },
})

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/test-checkout/:sessionId" element={<TestCheckoutPage />} />
    </Routes>,
    `/test-checkout/${sessionId}`,
    { queries: true },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(openCheckout).mockClear()
})

describe('TestCheckoutPage', () => {
  it('is marked as a test and shows the order number, each line and the total from the server', async () => {
    stubApi({ [`GET ${base}`]: () => checkout('open') })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Checkout' })).toBeTruthy()
    expect(screen.getByText('Test payment: no money will be taken')).toBeTruthy()
    expect(screen.getByText('Order #5B0D1D5E')).toBeTruthy()
    expect(screen.getByText('Immediate email delivery')).toBeTruthy()
    expect(screen.getByText('-$1.50')).toBeTruthy()
    expect(screen.getByText('$15.49')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay $15.49' })).toBeTruthy()
    expect(screen.getByText('Delivered anonymously')).toBeTruthy()
  })

  it('pays, keeps both buttons disabled while it does, then returns to the shop', async () => {
    let settle: (reply: { status: number; body: unknown }) => void = () => {}
    stubApi({
      [`GET ${base}`]: () => checkout('open'),
      [`POST ${base}/pay`]: () => new Promise((resolve) => (settle = resolve)),
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $15.49' }))
    expect(await screen.findByRole('button', { name: 'Paying...' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Cancel Payment' })).toHaveProperty('disabled', true)
    settle({ status: 200, body: { redirectUrl: successUrl } })
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(successUrl))
  })

  it('cancels and returns to the cancel page', async () => {
    stubApi({
      [`GET ${base}`]: () => checkout('open'),
      [`POST ${base}/cancel`]: () => ({ status: 200, body: { redirectUrl: cancelUrl } }),
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Payment' }))
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(cancelUrl))
  })

  it('shows an expired, cancelled or paid checkout without a Pay button', async () => {
    stubApi({ [`GET ${base}`]: () => checkout('expired') })
    renderPage()
    expect(await screen.findByText('This checkout has expired. No money was taken.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to Thy Order' }).getAttribute('href')).toBe(cancelUrl)
    cleanup()

    stubApi({ [`GET ${base}`]: () => checkout('paid') })
    renderPage()
    expect(await screen.findByText(/This checkout is already paid/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay \$/ })).toBeNull()
  })

  it('says an early-bird checkout expired with its hold, and sends the customer back to start again', async () => {
    stubApi({ [`GET ${base}`]: () => checkout('expired', true) })
    renderPage()
    expect(
      await screen.findByText(/This checkout has expired: the early-bird price is held for 10 minutes only/),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to Thy Order' }).getAttribute('href')).toBe(cancelUrl)
  })

  it('answers an unknown session with a not-found message and a link home', async () => {
    stubApi({
      [`GET ${base}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'No such test checkout' } },
      }),
    })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })
})
