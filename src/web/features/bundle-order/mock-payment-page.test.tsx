// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bundleOrderRequestSchema } from '@/domain/order-request'
import { bundleRequest } from '@/domain/order-request.fixtures'
import { openCheckout } from '@/web/features/checkout/open-checkout'
import { readOrderData } from '@/web/lib/order-storage'
import { savePartnerRef } from '@/web/lib/partner-attribution'
import { MockPaymentPage } from './mock-payment-page'
import { toMockPaymentState } from './order-state'

vi.mock('@/web/features/checkout/open-checkout', () => ({ openCheckout: vi.fn() }))

const orderId = '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e'
const checkoutUrl = 'http://shop.test/test-checkout/test_cs_0123'

type Reply = { status: number; body: unknown }
type ApiRoutes = Record<string, Reply | ((body: unknown) => Reply)>

function stubApi(routes: ApiRoutes) {
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname
    const route = routes[`${init?.method ?? 'GET'} ${path}`]
    if (!route) return Response.json({ error: { code: 'not_found', message: 'no route' } }, { status: 404 })
    const reply = typeof route === 'function' ? route(JSON.parse(String(init?.body ?? 'null'))) : route
    return Response.json(reply.body, { status: reply.status })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const earlyBird = (remaining: number): Reply => ({ status: 200, body: { percent: 10, limit: 10, remaining } })

function ShowPath() {
  return <p>At {useLocation().pathname}</p>
}

function renderPage(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/mock-payment', state }]}>
      <Routes>
        <Route path="/mock-payment" element={<MockPaymentPage />} />
        <Route path="*" element={<ShowPath />} />
      </Routes>
    </MemoryRouter>,
  )
}

const order = bundleOrderRequestSchema.parse(
  bundleRequest({
    targets: [
      { name: 'Brother Loudsnore', scrollType: 'light-rant', reason: 'Snores through vespers.' },
      {
        name: 'Abbot Crumbsworth',
        scrollType: 'light-rant',
        email: 'abbot@example.com',
        tone: 'royal-mockery',
      },
    ],
  }),
)
const state = toMockPaymentState(order, 1799)
const total = () => screen.getByLabelText('Total').textContent
const payButton = () => screen.getByRole('button', { name: 'Pay Now' })

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(openCheckout).mockReset()
})

describe('MockPaymentPage', () => {
  it('sends a visitor without an order home', async () => {
    stubApi({})
    renderPage({ bundle: { id: 'starter' } })
    expect(await screen.findByText('At /')).toBeTruthy()
  })

  it('sends home a visitor whose order cannot be shown, such as a target of an unknown scroll type', async () => {
    stubApi({})
    const [first, second] = state.targets
    renderPage({ ...state, targets: [first, { ...second, scrollType: 'scroll-of-doom' }] })
    expect(await screen.findByText('At /')).toBeTruthy()
  })

  it('parses the order when the customer pays, and sends nothing the schema refuses', async () => {
    const fetch = stubApi({ 'GET /api/early-bird': earlyBird(0) })
    const [first, second] = state.targets
    renderPage({ ...state, targets: [first, { ...second, name: 'A'.repeat(101) }] })
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Payment creation failed. Please try again.')
    expect(alert.textContent).toContain('Target 2: Target name must be at most 100 characters')
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/payments'))).toBe(false)
    expect(payButton()).toHaveProperty('disabled', false)
  })

  it('shows the bundle, each named target and the total with the early bird while places last', async () => {
    stubApi({ 'GET /api/early-bird': earlyBird(4) })
    renderPage(state)
    expect(screen.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeTruthy()
    expect(
      screen.getByText(/every scroll arrives by email as a wax-sealed PDF within 24-36 hours\./),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'The Starter Arsenal' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Brother Loudsnore' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Abbot Crumbsworth' })).toBeTruthy()
    expect(screen.getByText('Delivered to abbot@example.com')).toBeTruthy()
    expect(total()).toBe('$17.99')
    await waitFor(() => expect(total()).toBe('$16.19'))
    expect(screen.getByText('Early bird (10% off)')).toBeTruthy()
    expect(screen.getByText(/Early bird: 10% off, 4 places left/)).toBeTruthy()
  })

  it('pays: posts the order with the stored partner ref, keeps the order and opens the checkout', async () => {
    savePartnerRef('sir-roastalot')
    const fetch = stubApi({
      'GET /api/early-bird': earlyBird(0),
      'POST /api/payments': { status: 201, body: { url: checkoutUrl, orderId } },
    })
    renderPage(state)
    fireEvent.click(payButton())
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(checkoutUrl))

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/payments'))
    const body = JSON.parse(String(call?.[1]?.body))
    expect(body).toMatchObject({ kind: 'bundle', bundleId: 'starter', partnerRef: 'sir-roastalot' })
    expect(body.targets).toHaveLength(2)
    expect(body).not.toHaveProperty('totalPrice')
    expect(readOrderData()).toMatchObject({ orderId, title: 'The Starter Arsenal', totalCents: 1799 })
    expect(screen.getByRole('button', { name: 'Opening the Checkout...' })).toHaveProperty('disabled', true)
  })

  it('says how the scrolls are signed and carries an anonymous choice into the payment', async () => {
    stubApi({ 'GET /api/early-bird': earlyBird(0) })
    renderPage(state)
    expect(screen.getByText('Signed with thy name')).toBeTruthy()
    cleanup()

    const fetch = stubApi({
      'GET /api/early-bird': earlyBird(0),
      'POST /api/payments': { status: 201, body: { url: checkoutUrl, orderId } },
    })
    renderPage(toMockPaymentState({ ...order, anonymousDelivery: true }, 1799))
    expect(screen.getByText('Delivered anonymously')).toBeTruthy()
    expect(screen.queryByText('Signed with thy name')).toBeNull()
    fireEvent.click(payButton())
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(checkoutUrl))
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/payments'))
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ anonymousDelivery: true })
  })

  /** The customer types a partner's code, ROAST10, and applies it, with this many early-bird places left. */
  function enterPartnerCode(earlyBirdPlaces: number) {
    const fetch = stubApi({
      'GET /api/early-bird': earlyBird(earlyBirdPlaces),
      'POST /api/discount-codes/check': {
        status: 200,
        body: { code: 'ROAST10', discountType: 'percentage', percent: 10, partnerSlug: 'sir-roastalot' },
      },
      'POST /api/payments': { status: 201, body: { url: checkoutUrl, orderId } },
    })
    renderPage(state)
    fireEvent.change(screen.getByLabelText(/Discount Code/), { target: { value: ' roast10 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    return fetch
  }

  /** Pays, and reads the order the page sent to the payments API. */
  async function paymentSent(fetch: ReturnType<typeof stubApi>) {
    fireEvent.click(payButton())
    await waitFor(() => expect(openCheckout).toHaveBeenCalled())
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/payments'))
    return JSON.parse(String(call?.[1]?.body))
  }

  it('does not apply a partner code the early bird makes needless, and credits its partner', async () => {
    const fetch = enterPartnerCode(9)

    expect(
      await screen.findByText(
        /ROAST10 not applied: the early-bird 10% already applies; codes do not combine/,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/(?<!not )applied/)).toBeNull()
    expect(screen.queryByText('Partner discount ROAST10 (10% off)')).toBeNull()
    expect(screen.getByText('Early bird (10% off)')).toBeTruthy()
    expect(total()).toBe('$16.19')

    const sent = await paymentSent(fetch)
    expect(sent.discountCode).toBeUndefined()
    expect(sent.partnerRef).toBe('sir-roastalot')
  })

  it('applies a partner code once the early bird is gone, and sends it', async () => {
    const fetch = enterPartnerCode(0)

    expect(await screen.findByText('Discount code ROAST10 applied: 10% off')).toBeTruthy()
    expect(screen.getByText('Partner discount ROAST10 (10% off)')).toBeTruthy()
    expect(screen.queryByText('Early bird (10% off)')).toBeNull()
    expect(total()).toBe('$16.19')

    expect((await paymentSent(fetch)).discountCode).toBe('ROAST10')
  })

  it('says "Invalid discount code" for a code no active partner holds', async () => {
    stubApi({
      'GET /api/early-bird': earlyBird(0),
      'POST /api/discount-codes/check': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Invalid discount code' } },
      },
    })
    renderPage(state)
    fireEvent.change(screen.getByLabelText(/Discount Code/), { target: { value: 'BANISHED10' } })
    fireEvent.keyDown(screen.getByLabelText(/Discount Code/), { key: 'Enter' })
    expect(await screen.findByText('Invalid discount code')).toBeTruthy()
    expect(screen.getByLabelText(/Discount Code/).getAttribute('aria-invalid')).toBe('true')
    expect(total()).toBe('$17.99')
  })

  it('reports a failed payment, shows the server field errors and lets the customer try again', async () => {
    stubApi({
      'GET /api/early-bird': earlyBird(0),
      'POST /api/payments': {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'targets.1.email: Target email must be a valid email address',
            fields: { 'targets.1.email': 'Target email must be a valid email address' },
          },
        },
      },
    })
    renderPage(state)
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Payment creation failed. Please try again.')
    expect(alert.textContent).toContain('Target 2: Target email must be a valid email address')
    expect(payButton()).toHaveProperty('disabled', false)
    expect(openCheckout).not.toHaveBeenCalled()
  })
})
