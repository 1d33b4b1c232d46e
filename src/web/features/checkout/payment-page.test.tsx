// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '@/web/test-support'
import { openCheckout } from './open-checkout'
import { PaymentPage } from './payment-page'
import { publicOrder } from './public-order.fixture'

vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }))

const order = publicOrder({
  kind: 'love',
  scrollType: 'love-me-scroll',
  isTest: true,
  status: 'pending_payment',
  paymentStatus: 'pending',
  lines: [{ code: 'base:love-me-scroll', label: 'Love Me Scroll', cents: 1000 }],
  totalCents: 1000,
  paidAt: null,
})

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/payment" element={<PaymentPage />} />
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

describe('PaymentPage', () => {
  it('shows the order as the server priced it and opens its checkout', async () => {
    stubApi({
      [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: order }),
      [`POST /api/orders/${order.id}/payments`]: () => ({
        status: 201,
        body: { url: 'http://shop.test/test-checkout/x', orderId: order.id },
      }),
    })
    renderAt(`/payment?orderId=${order.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Pay' })).toBeTruthy()
    expect(screen.getByText('Love Me Scroll for Baron Von Loudchewer')).toBeTruthy()
    expect(screen.getByText('Signed with thy name')).toBeTruthy()
    expect(screen.getByText(/^Step 2 of 4:/).textContent).toBe('Step 2 of 4: Review & pay')
    // a real order, whatever the shop's records flag it as
    expect(document.body.textContent).not.toMatch(/\btest\b/i)
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('http://shop.test/test-checkout/x'))
  })

  it('says "Payment creation failed. Please try again." and lets the button be pressed again', async () => {
    stubApi({
      [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: order }),
      [`POST /api/orders/${order.id}/payments`]: () => ({ status: 500, body: {} }),
    })
    renderAt(`/payment?orderId=${order.id}&cancelled=1`)
    expect(await screen.findByText(/Thy payment was cancelled/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Payment creation failed. Please try again.')
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', false)
    expect(openCheckout).not.toHaveBeenCalled()
  })

  it('says why an order can no longer be paid when the server refuses it (its early-bird price is gone)', async () => {
    const message =
      'Every early-bird place was taken since this order was placed. Please place the order again.'
    stubApi({
      [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: order }),
      [`POST /api/orders/${order.id}/payments`]: () => ({
        status: 409,
        body: { error: { code: 'conflict', message } },
      }),
    })
    renderAt(`/payment?orderId=${order.id}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(openCheckout).not.toHaveBeenCalled()
  })

  it('goes home without an order id', async () => {
    stubApi({})
    renderAt('/payment')
    expect(await screen.findByText('Home page')).toBeTruthy()
  })
})
