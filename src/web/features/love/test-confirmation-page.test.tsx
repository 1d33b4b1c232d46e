// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicOrder } from '@/web/features/checkout/api/get-order'
import { renderRoutes } from '@/web/test-support'
import { TestConfirmationPage } from './test-confirmation-page'

const orderId = '6f1c2a4e-8b1d-4c7e-9a3f-2d5e6f7a8b9c'
const sessionId = 'test_cs_0123456789abcdef0123456789abcdef'

const loveOrder = (overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  id: orderId,
  reference: '6F1C2A4E',
  kind: 'love',
  scrollType: 'love-me-scroll',
  isTest: true,
  customerName: 'Rosalind',
  targetName: 'Orlando',
  bundleId: null,
  anonymousDelivery: false,
  status: 'paid',
  paymentStatus: 'paid',
  lines: [{ code: 'base:love-me-scroll', label: 'Love Me Scroll', cents: 1000 }],
  totalCents: 1000,
  currency: 'usd',
  createdAt: '2025-02-14T10:00:00.000Z',
  paidAt: '2025-02-14T10:01:00.000Z',
  underReview: false,
  ...overrides,
})

type Routes = Record<string, { status: number; body: unknown }>

/** Answers by "METHOD path" and records the order of the calls. */
function stubApi(routes: Routes) {
  const calls: string[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`
    calls.push(key)
    const route = routes[key]
    if (!route) throw new Error(`unexpected call ${key}`)
    return Response.json(route.body, { status: route.status })
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

function renderAt(path: string) {
  return renderRoutes([{ path: '/test-confirmation', element: <TestConfirmationPage /> }], path, {
    queries: true,
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TestConfirmationPage', () => {
  it('verifies the payment first, then shows the paid order and what happens next', async () => {
    const calls = stubApi({
      'POST /api/verify-payment': { status: 200, body: { success: true, order: loveOrder(), error: null } },
      [`GET /api/orders/${orderId}`]: { status: 200, body: loveOrder() },
    })
    renderAt(`/test-confirmation?orderId=${orderId}&session_id=${sessionId}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thy Love Scroll Is Being Written' }),
    ).toBeTruthy()
    expect(calls).toEqual(['POST /api/verify-payment', `GET /api/orders/${orderId}`])
    expect(screen.getByText(/Thy scroll is being written and will arrive by email/)).toBeTruthy()
    expect(screen.getByText('$10.00')).toBeTruthy()
    expect(screen.getByText('Order #6F1C2A4E')).toBeTruthy()
    expect(screen.getByText('Signed with thy name')).toBeTruthy()
    expect(screen.getByText('Payment received').textContent).toContain('done')
    expect(screen.getByText('Marked completed').textContent).toContain('not yet')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: 'Try the Love Scroll Again' }).getAttribute('href')).toBe(
      '/love-me-scroll-form',
    )
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })

  it('claims generated, emailed and completed only once the order is completed', async () => {
    const completed = loveOrder({ status: 'completed', anonymousDelivery: true })
    stubApi({ [`GET /api/orders/${orderId}`]: { status: 200, body: completed } })
    renderAt(`/test-confirmation?orderId=${orderId}`)
    expect(
      await screen.findByText('Thy test scroll was generated, emailed and marked completed.'),
    ).toBeTruthy()
    expect(screen.getByText('Delivered anonymously')).toBeTruthy()
    for (const step of ['Scroll generated', 'Emailed', 'Marked completed']) {
      expect(screen.getByText(step).textContent).toContain('done')
    }
  })

  it('says when the payment could not be verified and offers to pay', async () => {
    const unpaid = loveOrder({ status: 'pending_payment', paymentStatus: 'pending', paidAt: null })
    stubApi({
      'POST /api/verify-payment': {
        status: 200,
        body: { success: false, order: unpaid, error: 'Payment has not been completed' },
      },
      [`GET /api/orders/${orderId}`]: { status: 200, body: unpaid },
    })
    renderAt(`/test-confirmation?orderId=${orderId}&session_id=${sessionId}`)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Payment Verification Failed')
    expect(alert.textContent).toContain('Payment has not been completed')
    expect(screen.getByRole('link', { name: 'Pay for This Scroll' }).getAttribute('href')).toBe(
      `/payment?orderId=${orderId}`,
    )
  })

  it('says a scribe reads an order under review by hand before it is sealed', async () => {
    stubApi({ [`GET /api/orders/${orderId}`]: { status: 200, body: loveOrder({ underReview: true }) } })
    renderAt(`/test-confirmation?orderId=${orderId}`)
    expect(
      await screen.findByText(
        'A scribe reads thy scroll by hand before it is sealed. Nothing is sent until it is approved, and its delivery time counts from the approval.',
      ),
    ).toBeTruthy()
    cleanup()

    stubApi({ [`GET /api/orders/${orderId}`]: { status: 200, body: loveOrder() } })
    renderAt(`/test-confirmation?orderId=${orderId}`)
    expect(await screen.findByText(/Thy scroll is being written and will arrive by email/)).toBeTruthy()
    expect(screen.queryByText(/reads thy scroll by hand/)).toBeNull()
  })

  it('explains a missing or unknown order', async () => {
    stubApi({
      [`GET /api/orders/${orderId}`]: { status: 404, body: { error: { message: 'Order not found' } } },
    })
    renderAt(`/test-confirmation?orderId=${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Scroll Not Found' })).toBeTruthy()
    cleanup()
    renderAt('/test-confirmation')
    expect(screen.getByRole('heading', { level: 1, name: 'Test Scroll Not Found' })).toBeTruthy()
  })
})
