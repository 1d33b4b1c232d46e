// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sentTo } from '@/web/test-support'
import { ClassicScrollPage } from './classic-scroll-page'
import { CursedScrollPage } from './cursed-scroll-page'
import { EternalScrollPage } from './eternal-scroll-page'
import { placedOrder, renderForm, stubShopApi, testOrderId } from './test-support'

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
})

describe('the Classic Scroll form', () => {
  it('names each missing field and sends nothing', async () => {
    const fetch = stubShopApi()
    renderForm(<ClassicScrollPage />)
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
    expect(sentTo(fetch, 'POST /api/orders')).toEqual([])
  })

  it('offers intensity 1 to 3 from Gentle Mockery and only the two email speeds', () => {
    stubShopApi()
    renderForm(<ClassicScrollPage />)
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
    renderForm(<ClassicScrollPage />)
    await waitFor(() => expect(total()).toBe('$13.49'))
    expect(screen.getByText('Early bird: 10% off, 3 places left')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/Immediate email delivery/))
    expect(total()).toBe('$15.49')
    expect(screen.getByText('+$2.00')).toBeTruthy()
  })

  it('sends the parsed request, keeps the order and goes on to review it', async () => {
    // no early-bird places left, so the partner code is what takes 10% off
    const fetch = stubShopApi({
      'GET /api/early-bird': () => ({ status: 200, body: { percent: 10, limit: 10, remaining: 0 } }),
    })
    renderForm(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByLabelText(/Immediate email delivery/))
    type(/^Discount Code/, 'roast10')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('Discount code ROAST10 applied: 10% off')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    await screen.findByText('Review page')
    expect(screen.getByText(`?orderId=${testOrderId}`)).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/orders')).toEqual([
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
        partnerRef: 'sir-roastalot',
        priceList: 'list',
      },
    ])
    expect(JSON.parse(localStorage.getItem('orderData') ?? '{}')).toMatchObject({
      orderId: testOrderId,
      title: 'Classic Scroll',
      totalCents: 1549,
    })
  })

  it('sends no code the early bird makes needless, and credits its partner with the order', async () => {
    const fetch = stubShopApi()
    renderForm(<ClassicScrollPage />)
    fillClassic()
    type(/^Discount Code/, 'roast10')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText(/ROAST10 not applied/)
    await waitFor(() => expect(total()).toBe('$13.49'))
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    await screen.findByText('Review page')
    const [request] = sentTo(fetch, 'POST /api/orders') as Array<Record<string, unknown>>
    expect(request).toMatchObject({ partnerRef: 'sir-roastalot', priceList: 'list' })
    expect(request).not.toHaveProperty('discountCode')
  })

  it('shows the server refusal as an alert and puts its field messages on the fields', async () => {
    stubShopApi({
      'POST /api/orders': () => ({
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
    renderForm(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Thy order could not be placed: customerEmail: Email is banished',
    )
    expect(screen.getByText('Email is banished')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty('disabled', false)
    expect(screen.queryByText('Review page')).toBeNull()
  })

  it('says when the order could not be sent, and sends it on a second press', async () => {
    let reply: { status: number; body?: unknown } | Error = new TypeError('Failed to fetch')
    stubShopApi({ 'POST /api/orders': () => reply })
    renderForm(<ClassicScrollPage />)
    fillClassic()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong: Failed to fetch')
    expect(screen.queryByText('Review page')).toBeNull()

    reply = { status: 201, body: placedOrder }
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await screen.findByText('Review page')).toBeTruthy()
  })
})

describe('the Cursed Scroll form', () => {
  it('has the chaos level 3 to 5, formatting on by default, extras priced and parchment/SMS unavailable', async () => {
    stubShopApi()
    renderForm(<CursedScrollPage />)
    const slider = screen.getByLabelText('Chaos Level') as HTMLInputElement
    expect([slider.min, slider.max, slider.step]).toEqual(['3', '5', '1'])
    for (const flag of [/ALL CAPS/, /Cursed fonts/, /Font tantrums/]) {
      expect(screen.getByLabelText(flag)).toHaveProperty('checked', true)
    }
    expect(screen.getByText('Delivery is by email: thy scroll arrives as a wax-sealed PDF.')).toBeTruthy()
    const parchment = screen.getByLabelText(/Parchment delivery/)
    const sms = screen.getByLabelText(/SMS delivery/)
    for (const channel of [parchment, sms]) {
      expect(channel).toHaveProperty('disabled', true)
      expect(channel).toHaveProperty('checked', false)
      // a checkbox takes no readonly attribute (the HTML checker calls it an error): disabled is enough
      expect(channel.hasAttribute('readonly')).toBe(false)
    }
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
  it('keeps its name at the partner price, the partner page’s words beneath it', async () => {
    localStorage.setItem('partner_ref', JSON.stringify({ slug: 'bitter-bard', at: Date.now() }))
    const fetch = stubShopApi()
    renderForm(<EternalScrollPage />, '/eternal-scroll-form?pricing=partner')
    expect(screen.getByRole('heading', { level: 1, name: 'Eternal Scroll' })).toBeTruthy()
    expect(screen.getByText('Epic Proclamation')).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Order thy Eternal Scroll' })).toBeTruthy()
    expect(screen.getByText('+ Premium PDF Receipt + Hall of Fame Feature')).toBeTruthy()
    expect(screen.getByText('Partner price')).toBeTruthy()
    await waitFor(() => expect(total()).toBe('$84.60'))

    fillClassic()
    fireEvent.change(screen.getByLabelText(/^Writing Style/), { target: { value: 'gothic' } })
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await screen.findByText('Review page')
    expect(sentTo(fetch, 'POST /api/orders')[0]).toMatchObject({
      scrollType: 'eternal-scroll',
      priceList: 'partner',
      partnerRef: 'bitter-bard',
      intensity: 4,
      allCaps: true,
    })
  })

  it('keeps list prices without a stored partner', () => {
    stubShopApi()
    renderForm(<EternalScrollPage />, '/eternal-scroll-form?pricing=partner')
    expect(screen.getByRole('heading', { level: 1, name: 'Eternal Scroll' })).toBeTruthy()
    expect(screen.queryByText('Epic Proclamation')).toBeNull()
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
    renderForm(<Page />)
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

    await screen.findByText('Review page')
    expect(sentTo(fetch, 'POST /api/orders')[0]).toMatchObject({ anonymousDelivery: true })
  })
})
