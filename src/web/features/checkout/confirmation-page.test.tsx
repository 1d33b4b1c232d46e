// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveOrderData } from '@/web/lib/order-storage'
import { renderWithProviders, sentTo, stubApi } from '@/web/test-support'
import type { PublicOrder } from './api/get-order'
import { ConfirmationPage } from './confirmation-page'
import { publicOrder } from './public-order.fixture'

const order = publicOrder()
type Verification = { success: boolean; order: PublicOrder | null; error: string | null }
// the page then follows the verified order as the server has it
const verified = (body: Verification) => ({
  'POST /api/verify-payment': () => ({ status: 200, body }),
  [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: body.order ?? {} }),
})

function ReviewPage() {
  const { search } = useLocation()
  return <p>Review page {search}</p>
}

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
      <Route path="/payment-success" element={<ConfirmationPage />} />
      <Route path="/test-confirmation" element={<ConfirmationPage />} />
      <Route path="/payment" element={<ReviewPage />} />
    </Routes>,
    path,
    { queries: true },
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ConfirmationPage', () => {
  it('verifies the payment, then shows the order, the amount paid and the delivery time', async () => {
    const fetch = stubApi(verified({ success: true, order, error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect(screen.getByText('Verifying thy payment...')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/verify-payment')).toEqual([
      { session_id: 'test_cs_1', order_id: order.id },
    ])
    expect(screen.getByText('Order #5B0D1D5E')).toBeTruthy()
    expect(screen.getByText('Amount paid')).toBeTruthy()
    expect(screen.getByText('$15.49')).toBeTruthy()
    expect(screen.getByText(/emailed to its recipient as soon as it is sealed/)).toBeTruthy()
    expect(screen.getByText('Signed with thy name')).toBeTruthy()
  })

  it('says an anonymous order is delivered anonymously', async () => {
    stubApi(verified({ success: true, order: publicOrder({ anonymousDelivery: true }), error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect(await screen.findByText('Delivered anonymously')).toBeTruthy()
    expect(screen.queryByText('Signed with thy name')).toBeNull()
  })

  it('says who writes the scroll and when it arrives, for a single scroll, a bundle and a love scroll', async () => {
    stubApi(verified({ success: true, order, error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect(
      await screen.findByText(
        'Our scribe engine writes thy scroll about Baron Von Loudchewer; our staff may read and edit it before it goes out.',
      ),
    ).toBeTruthy()
    cleanup()

    const bundle = publicOrder({
      kind: 'bundle',
      bundleId: 'starter',
      lines: [{ code: 'base:starter', label: 'The Starter Arsenal', cents: 1799 }],
      totalCents: 1799,
    })
    stubApi(verified({ success: true, order: bundle, error: null }))
    renderAt(`/confirmation?session_id=test_cs_1&order_id=${order.id}`)
    const steps = (await screen.findByRole('heading', { name: 'What happens next' })).nextElementSibling
    expect(steps?.textContent).toContain('Our scribe engine writes a scroll for each of thy targets')
    expect(steps?.textContent).toContain('or to thee where no email was given, within 24-36 hours.')
    expect(document.body.textContent).not.toMatch(/thy The /)
    cleanup()

    const love = publicOrder({
      kind: 'love',
      scrollType: 'love-me-scroll',
      lines: [{ code: 'base:love-me-scroll', label: 'Love Me Scroll', cents: 1000 }],
      totalCents: 1000,
    })
    stubApi(verified({ success: true, order: love, error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect(await screen.findByText(/emailed to its recipient within 24 hours\./)).toBeTruthy()
  })

  it('says a scribe reads an order under review by hand, and the delivery time counts from approval', async () => {
    stubApi(verified({ success: true, order: publicOrder({ underReview: true }), error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    const steps = (await screen.findByRole('heading', { name: 'What happens next' })).nextElementSibling
    expect(steps?.textContent).toContain(
      'one of our scribes reads it by hand before it is sealed. Nothing is sent until the scribe approves it.',
    )
    expect(steps?.textContent).toContain('Its delivery time counts from the approval, not from thy payment.')
    expect(steps?.textContent).not.toContain('our staff may read and edit it')
    // the shop's own words only: nothing of the screen or its rules
    expect(steps?.textContent).not.toMatch(/flag|rule|review|Code/i)
    cleanup()

    const bundle = publicOrder({ kind: 'bundle', bundleId: 'starter', underReview: true })
    stubApi(verified({ success: true, order: bundle, error: null }))
    renderAt(`/confirmation?session_id=test_cs_1&order_id=${order.id}`)
    const bundleSteps = (await screen.findByRole('heading', { name: 'What happens next' })).nextElementSibling
    expect(bundleSteps?.textContent).toContain('Nothing is sent until the scribe approves them.')
    expect(bundleSteps?.textContent).toContain('Their delivery time counts from the approval')
  })

  it('names the bundle page differently', async () => {
    stubApi(verified({ success: true, order, error: null }))
    renderAt(`/confirmation?session_id=test_cs_1&order_id=${order.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeTruthy()
  })

  it('shows "Payment Verification Failed" with the server error', async () => {
    stubApi(verified({ success: false, order: null, error: 'Payment session expired' }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Payment session expired')
  })

  it('falls back to "There was an issue verifying your payment." without a server error', async () => {
    stubApi(verified({ success: false, order: null, error: null }))
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect((await screen.findByRole('alert')).textContent).toBe('There was an issue verifying your payment.')
  })

  it('says "Failed to verify payment" when the server cannot be asked', async () => {
    stubApi({ 'POST /api/verify-payment': () => ({ status: 500, body: {} }) })
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to verify payment')
  })

  it('says "Missing payment session information" for a session without its order', async () => {
    stubApi({})
    renderAt('/payment-success?session_id=test_cs_1')
    expect((await screen.findByRole('alert')).textContent).toBe('Missing payment session information')
  })

  it('returns a cancelled checkout to the order’s review step', async () => {
    stubApi({})
    renderAt(`/payment-success?order_id=${order.id}&cancelled=1`)
    expect(await screen.findByText(`Review page ?orderId=${order.id}&cancelled=1`)).toBeTruthy()
  })

  it('gives the reference, what happens next and the delivery status, and follows it as it moves', async () => {
    let status: PublicOrder['status'] = 'drafted'
    stubApi({
      ...verified({ success: true, order, error: null }),
      [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: publicOrder({ status }) }),
    })
    renderAt(`/payment-success?session_id=test_cs_1&order_id=${order.id}`)
    const progress = await screen.findByRole('region', { name: 'Delivery Status' })
    expect(screen.getByText('Order #5B0D1D5E')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy()
    await waitFor(() =>
      expect(progress.textContent).toContain('Written and sealed in wax, and being emailed.'),
    )
    expect(progress.textContent).toContain('This page updates by itself.')
    expect(screen.getByText('Written').textContent).toContain(': done')
    expect(screen.getByText('Sealed and emailed').textContent).toContain(': not yet')

    status = 'completed'
    await waitFor(() => expect(screen.getByText('Receipt sent').textContent).toContain(': done'), {
      timeout: 6000,
    })
    expect(progress.textContent).toContain('Delivered: sealed and emailed')
    expect(progress.textContent).not.toContain('This page updates by itself.')
    expect(document.body.textContent).not.toMatch(/\btest\b/i)
  })

  it('shows a love scroll on the result page as any order, with the ways to the love form and home', async () => {
    const love = publicOrder({
      kind: 'love',
      scrollType: 'love-me-scroll',
      isTest: true,
      status: 'completed',
      lines: [{ code: 'base:love-me-scroll', label: 'Love Me Scroll', cents: 1000 }],
      totalCents: 1000,
    })
    stubApi({ [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: love }) })
    renderAt(`/test-confirmation?orderId=${order.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy()
    expect(screen.getByText('Order #5B0D1D5E')).toBeTruthy()
    expect(screen.getByText('Receipt sent').textContent).toContain(': done')
    expect(document.body.textContent).not.toMatch(/\btest\b/i)
    expect(screen.getByRole('link', { name: 'Order Another Love Scroll' }).getAttribute('href')).toBe(
      '/love-me-scroll-form',
    )
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })

  it('sends an unpaid order to its review step, and says when no order answers', async () => {
    const unpaid = publicOrder({ status: 'pending_payment', paymentStatus: 'pending', paidAt: null })
    stubApi({ [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: unpaid }) })
    renderAt(`/test-confirmation?orderId=${order.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Thy Order Awaits Payment' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Review & Pay' }).getAttribute('href')).toBe(
      `/payment?orderId=${order.id}`,
    )
    cleanup()

    stubApi({
      [`GET /api/orders/${order.id}`]: () => ({
        status: 404,
        body: { error: { message: 'Order not found' } },
      }),
    })
    renderAt(`/confirmation?order_id=${order.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy()
  })

  it('shows the stored order without parameters, and "Order another" forgets it', async () => {
    stubApi({})
    saveOrderData({ orderId: order.id, title: 'Cursed Scroll', totalCents: 3239, placedAt: order.createdAt })
    renderAt('/confirmation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Thy Last Order' })).toBeTruthy()
    expect(screen.getByText(/Cursed Scroll, \$32\.39/)).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Order Another Scroll' }))
    expect(localStorage.getItem('orderData')).toBeNull()
    expect(await screen.findByText('Home page')).toBeTruthy()
  })

  it('goes home without parameters or a stored order', async () => {
    stubApi({})
    renderAt('/payment-success')
    expect(await screen.findByText('Home page')).toBeTruthy()
  })
})
