// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes, sentTo, stubApi, stubFetch, typeInto } from '@/web/test-support'
import { LoveScrollPage } from './love-scroll-page'

const orderId = '6f1c2a4e-8b1d-4c7e-9a3f-2d5e6f7a8b9c'

function renderPage() {
  return renderRoutes(
    [
      { path: '/love-me-scroll-form', element: <LoveScrollPage /> },
      { path: '/payment', element: <p>Payment page</p> },
    ],
    '/love-me-scroll-form',
  )
}

function fillRequired() {
  typeInto(/^Thy Name/, 'Rosalind')
  typeInto(/^Thy Email/, 'rosalind@example.com')
  typeInto(/^Their Name/, 'Orlando')
  typeInto(/^The Situation/, 'He hangs poems on every tree in the forest.')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('LoveScrollPage', () => {
  it('shows the offer: $15.00 crossed out, $10.00 now, $5 off, within 24 hours', () => {
    stubFetch(201, {})
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Love Me Scroll' })).toBeTruthy()
    expect(screen.getByText('$15.00').closest('s')).toBeTruthy()
    expect(screen.getAllByText('$10.00').length).toBeGreaterThan(0)
    expect(screen.getByText('$5 off')).toBeTruthy()
    expect(screen.getAllByText(/within 24 hours/).length).toBeGreaterThan(0)
    expect((screen.getByLabelText('Love Me') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Style') as HTMLSelectElement).value).toBe('romantic')
    expect(screen.getByRole('checkbox', { name: 'Deliver anonymously' })).toHaveProperty('checked', false)
  })

  it('asks for the required fields and sends nothing', async () => {
    const fetch = stubFetch(201, {})
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy()
    const situation = screen.getByLabelText(/^The Situation/)
    expect(situation.getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('creates a love order with the chosen feelings and goes on to pay for it', async () => {
    const fetch = stubFetch(201, { id: orderId, status: 'pending_payment' })
    const router = renderPage()
    fillRequired()
    fireEvent.click(screen.getByLabelText('Harsh Rejection'))
    fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'brutal' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deliver anonymously' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))

    expect(await screen.findByText('Payment page')).toBeTruthy()
    expect(router.state.location.search).toBe(`?orderId=${orderId}`)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/orders')
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'love',
      customerName: 'Rosalind',
      customerEmail: 'rosalind@example.com',
      targetName: 'Orlando',
      situation: 'He hangs poems on every tree in the forest.',
      loveIntensity: 'harsh_rejection',
      style: 'brutal',
      anonymousDelivery: true,
    })
  })

  it('takes a partner’s code off the price, shows the total live and sends the code', async () => {
    const fetch = stubApi({
      'POST /api/discount-codes/check': () => ({
        status: 200,
        body: { code: 'ROAST10', discountType: 'percentage', percent: 10, partnerSlug: 'sir-roastalot' },
      }),
      'POST /api/orders': () => ({ status: 201, body: { id: orderId, status: 'pending_payment' } }),
    })
    renderPage()
    const total = () => screen.getByRole('status', { name: 'Total' }).textContent
    expect(total()).toBe('$10.00')
    fillRequired()
    typeInto(/^Discount Code/, ' roast10 ')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Discount code ROAST10 applied: 10% off')).toBeTruthy()
    expect(screen.getByText('Partner discount ROAST10 (10% off)')).toBeTruthy()
    expect(total()).toBe('$9.00')

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Payment page')).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/orders')[0]).toMatchObject({
      kind: 'love',
      discountCode: 'ROAST10',
      partnerRef: 'sir-roastalot',
    })
  })

  it('says what went wrong when the order cannot be created', async () => {
    stubFetch(400, {
      error: {
        code: 'invalid_request',
        message: 'Recipient email must be a valid email address',
        fields: { recipientEmail: 'Recipient email must be a valid email address' },
      },
    })
    renderPage()
    fillRequired()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Error Creating Love Scroll')).toBeTruthy()
    expect(screen.getAllByText('Recipient email must be a valid email address').length).toBe(2)
  })

  it('falls back to a general message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    renderPage()
    fillRequired()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Error Creating Love Scroll')).toBeTruthy()
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy()
  })
})
