// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openCheckout } from '@/web/features/checkout/open-checkout'
import { renderWithProviders, sentTo } from '@/web/test-support'
import { ClassicScrollPage } from './classic-scroll-page'
import { CursedScrollPage } from './cursed-scroll-page'
import { EternalScrollPage } from './eternal-scroll-page'
import { stubShopApi, testCheckoutUrl, testOrderId } from './test-support'

vi.mock('@/web/features/checkout/open-checkout', () => ({ openCheckout: vi.fn() }))

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

function fillClassic() {
  type(/^Thy Name/, '  Ser Grumblesworth ')
  type(/^Thy Email/, 'grumbles@example.com')
  type(/^Target's Name/, 'Baron Von Loudchewer')
  type(/^Recipient's Email/, 'baron@example.com')
  type(/^The Grievance/, 'Chews with the vigour of a siege engine.')
  fireEvent.change(screen.getByLabelText(/^Writing Style/), { target: { value: 'petty' } })
}

const total = () => screen.getByRole('status', { name: 'Total' }).textContent

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(openCheckout).mockClear()
})

describe('the Classic Scroll form', () => {
  it('names each missing field and sends nothing', async () => {
    const fetch = stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Scroll' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Return to Home/ }).getAttribute('href')).toBe('/')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Target name is required')).toBeTruthy()
    expect(screen.getByText('Grievance is required')).toBeTruthy()
    expect(screen.getByText('Please choose a style')).toBeTruthy()
    expect(screen.getByText('Email is required')).toBeTruthy()
    const recipient = screen.getByLabelText(/^Recipient's Email/)
    expect(recipient.getAttribute('aria-invalid')).toBe('true')
    expect(recipient.getAttribute('aria-describedby')).toContain('error')
    expect(screen.getByText('Recipient email is required')).toBeTruthy()
    type(/^Recipient's Email/, 'not-an-address')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await screen.findByText('Recipient email must be a valid email address')).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/payments')).toEqual([])
  })

  it('offers intensity 1 to 3 from Gentle Mockery and only the two email speeds', () => {
    stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    const slider = screen.getByLabelText('Intensity') as HTMLInputElement
    expect([slider.min, slider.max, slider.value]).toEqual(['1', '3', '2'])
    expect(slider.getAttribute('aria-valuetext')).toBe('2: Gentle Mockery')
    fireEvent.change(slider, { target: { value: '3' } })
    expect(slider.getAttribute('aria-valuetext')).toBe('3: Fierce Rebuke')
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'standard',
      'immediate',
    ])
    expect(screen.queryByLabelText(/Voice narration/)).toBeNull()
    expect(screen.queryByLabelText(/ALL CAPS/)).toBeNull()
  })

  it('prices the early bird and immediate delivery live, and says the checkout confirms it', async () => {
    stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    await waitFor(() => expect(total()).toBe('$13.49'))
    expect(screen.getByText('Early bird: 10% off, 3 places left')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/Immediate email delivery/))
    expect(total()).toBe('$15.49')
    expect(screen.getByText('+$2.00')).toBeTruthy()
  })

  it('sends the parsed request, keeps the order and opens the checkout', async () => {
    const fetch = stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByLabelText(/Immediate email delivery/))
    type(/^Discount Code/, 'roast10')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('Discount code ROAST10 applied: 10% off')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(testCheckoutUrl))
    expect(sentTo(fetch, 'POST /api/payments')).toEqual([
      {
        kind: 'single',
        scrollType: 'light-rant',
        customerName: 'Ser Grumblesworth',
        customerEmail: 'grumbles@example.com',
        recipientEmail: 'baron@example.com',
        targetName: 'Baron Von Loudchewer',
        grievance: 'Chews with the vigour of a siege engine.',
        style: 'petty',
        intensity: 2,
        delivery: 'immediate',
        allCaps: false,
        cursedFonts: false,
        fontTantrums: false,
        voiceNarration: false,
        multiPage: false,
        ancestralWisdom: false,
        anonymousDelivery: false,
        discountCode: 'ROAST10',
        priceList: 'list',
      },
    ])
    expect(JSON.parse(localStorage.getItem('orderData') ?? '{}')).toMatchObject({
      orderId: testOrderId,
      title: 'Classic Scroll',
      totalCents: 1549,
    })
    expect(screen.getByRole('button', { name: 'Opening the Checkout...' })).toHaveProperty('disabled', true)
  })

  it('shows the server refusal as an alert and puts its field messages on the fields', async () => {
    stubShopApi({
      'POST /api/payments': () => ({
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'customerEmail: Email is banished',
            fields: { customerEmail: 'Email is banished' },
          },
        },
      }),
    })
    renderWithProviders(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create payment session: customerEmail: Email is banished',
    )
    expect(screen.getByText('Email is banished')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty('disabled', false)
    expect(openCheckout).not.toHaveBeenCalled()
  })

  it('says when no checkout URL came back, and when the request could not be sent', async () => {
    let reply: { status: number; body?: unknown } | Error = { status: 201, body: { orderId: testOrderId } }
    stubShopApi({ 'POST /api/payments': () => reply })
    renderWithProviders(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment session created but no checkout URL received',
    )

    reply = new TypeError('Failed to fetch')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong: Failed to fetch'),
    )
    expect(openCheckout).not.toHaveBeenCalled()
  })
})

describe('the Cursed Scroll form', () => {
  it('has the chaos level 3 to 5, formatting on by default, extras priced and parchment/SMS unavailable', async () => {
    stubShopApi()
    renderWithProviders(<CursedScrollPage />)
    const slider = screen.getByLabelText('Chaos Level') as HTMLInputElement
    expect([slider.min, slider.max, slider.step]).toEqual(['3', '5', '1'])
    for (const flag of [/ALL CAPS/, /Cursed fonts/, /Font tantrums/]) {
      expect(screen.getByLabelText(flag)).toHaveProperty('checked', true)
    }
    expect(screen.getByText('Delivery is by email: thy scroll arrives as a wax-sealed PDF.')).toBeTruthy()
    const parchment = screen.getByLabelText(/Parchment delivery/)
    expect(parchment).toHaveProperty('disabled', true)
    expect(screen.getByLabelText(/SMS delivery/)).toHaveProperty('disabled', true)
    const unavailable = within(parchment.closest('label') as HTMLElement)
    expect(unavailable.getByText('+$30.00')).toBeTruthy()
    expect(unavailable.getByText(/unavailable/)).toBeTruthy()

    await waitFor(() => expect(total()).toBe('$32.39'))
    fireEvent.click(screen.getByLabelText(/Voice narration/))
    fireEvent.click(screen.getByLabelText(/Priority delivery/))
    // early bird takes 10% of the base only: 3599 - 360 + 500 + 500
    expect(total()).toBe('$42.39')
  })
})

describe('the Eternal Scroll form', () => {
  it('is the Epic Proclamation at the partner price when opened from a partner landing', async () => {
    localStorage.setItem('partner_ref', JSON.stringify({ slug: 'bitter-bard', at: Date.now() }))
    const fetch = stubShopApi()
    renderWithProviders(<EternalScrollPage />, '/eternal-scroll-form?pricing=partner')
    expect(screen.getByRole('heading', { level: 1, name: 'Epic Proclamation' })).toBeTruthy()
    expect(screen.getByText('+ Premium PDF Receipt + Hall of Fame Feature')).toBeTruthy()
    expect(screen.getByText('Partner price')).toBeTruthy()
    await waitFor(() => expect(total()).toBe('$84.60'))

    fillClassic()
    fireEvent.change(screen.getByLabelText(/^Writing Style/), { target: { value: 'gothic' } })
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() => expect(openCheckout).toHaveBeenCalled())
    expect(sentTo(fetch, 'POST /api/payments')[0]).toMatchObject({
      scrollType: 'eternal-scroll',
      priceList: 'partner',
      partnerRef: 'bitter-bard',
      intensity: 4,
      allCaps: true,
    })
  })

  it('keeps list prices without a stored partner', () => {
    stubShopApi()
    renderWithProviders(<EternalScrollPage />, '/eternal-scroll-form?pricing=partner')
    expect(screen.getByRole('heading', { level: 1, name: 'Eternal Scroll' })).toBeTruthy()
    expect(screen.getAllByText('$99.00').length).toBeGreaterThan(0)
  })
})

describe('anonymous delivery', () => {
  it.each([
    ['Classic', ClassicScrollPage, 'petty'],
    ['Cursed', CursedScrollPage, 'gothic'],
    ['Eternal', EternalScrollPage, 'gothic'],
  ])('the %s Scroll form explains it and sends the choice', async (_name, Page, style) => {
    const fetch = stubShopApi()
    renderWithProviders(<Page />)
    const anonymous = screen.getByRole('checkbox', { name: 'Deliver anonymously' })
    expect(anonymous).toHaveProperty('checked', false)
    expect(anonymous.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/will not see thy name or email/).textContent).toContain(
      '“an anonymous well-wisher”',
    )
    fillClassic()
    fireEvent.change(screen.getByLabelText(/^Writing Style/), { target: { value: style } })
    fireEvent.click(anonymous)
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    await waitFor(() => expect(openCheckout).toHaveBeenCalled())
    expect(sentTo(fetch, 'POST /api/payments')[0]).toMatchObject({ anonymousDelivery: true })
  })
})
