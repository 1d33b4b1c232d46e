// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shop } from '@/domain/shop'
import { renderRoutes, stubFetch, typeInto } from '@/web/test-support'
import { CommissionPage } from './commission-page'

const requestId = '0b6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'

function renderPage() {
  return renderRoutes(
    [
      { path: '/custom-commission-form', element: <CommissionPage /> },
      { path: '/commission-confirmation', element: <p>Confirmation page</p> },
    ],
    '/custom-commission-form',
  )
}

function fillRequired() {
  typeInto(/^Thy Name/, 'Lady Grudgewell')
  typeInto(/^Thy Email/, 'grudgewell@example.com')
  typeInto(/^The Target/, 'The Baron of Bad Parking')
  typeInto(/^Thy Tale/, 'Seven winters he hath parked his cart across two spaces.')
  typeInto(/^Style/, 'divine-fury')
  typeInto(/^Length/, '3-5-pages')
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CommissionPage', () => {
  it('asks for the required fields and sends nothing', async () => {
    const fetch = stubFetch(201, { id: requestId })
    renderPage()
    expect(screen.getByText(/a quote within 1-2 business days/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Request My Quote' }))
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy()
    expect(screen.getByLabelText(/^Style/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please choose a length')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the request, remembers its summary and moves on to the confirmation', async () => {
    const fetch = stubFetch(201, { id: requestId })
    const router = renderPage()
    fillRequired()
    fireEvent.click(screen.getByLabelText(/voice narration/i))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deliver anonymously' }))
    typeInto(/^Recipient's Email/, 'baron@example.com')
    typeInto(/^Deadline/, '2031-03-01')
    fireEvent.click(screen.getByRole('button', { name: 'Request My Quote' }))

    expect(await screen.findByText('Confirmation page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/commission-confirmation')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/commission-requests')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lady Grudgewell',
      email: 'grudgewell@example.com',
      target: 'The Baron of Bad Parking',
      tale: 'Seven winters he hath parked his cart across two spaces.',
      style: 'divine-fury',
      length: '3-5-pages',
      voiceNarration: true,
      anonymousDelivery: true,
      recipientEmail: 'baron@example.com',
      deadline: '2031-03-01',
    })
    expect(JSON.parse(localStorage.getItem('commissionData') ?? 'null')).toMatchObject({
      id: requestId,
      name: 'Lady Grudgewell',
      target: 'The Baron of Bad Parking',
      style: 'divine-fury',
      voiceNarration: true,
      anonymousDelivery: true,
      recipientEmail: 'baron@example.com',
    })
  })

  it('asks for the recipient once the saga is to be delivered anonymously, and names the field', async () => {
    const fetch = stubFetch(201, { id: requestId })
    renderPage()
    fillRequired()
    expect(screen.getByLabelText("Recipient's Email (optional)").hasAttribute('required')).toBe(false)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deliver anonymously' }))
    const recipient = screen.getByLabelText(/^Recipient's Email/)
    expect(recipient.hasAttribute('required')).toBe(true)
    expect(screen.getByText(/the scribes can keep thy name only from a recipient they write to/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Request My Quote' }))

    expect(await screen.findByText('Recipient email is required to deliver anonymously')).toBeTruthy()
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(recipient.getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows a recipient the shop will not write to beside its field', async () => {
    const message = 'This recipient has asked to receive no more scrolls.'
    stubFetch(422, { error: { code: 'recipient_refused', message, fields: { recipientEmail: message } } })
    renderPage()
    fillRequired()
    typeInto(/^Recipient's Email/, 'enough@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Request My Quote' }))
    expect(await screen.findByText('Submission Failed')).toBeTruthy()
    expect(screen.getAllByText(message)).toHaveLength(2)
    expect(screen.getByLabelText(/^Recipient's Email/).getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps the form and offers the team mailbox when sending fails', async () => {
    stubFetch(500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } })
    renderPage()
    fillRequired()
    fireEvent.click(screen.getByRole('button', { name: 'Request My Quote' }))
    expect(await screen.findByText('Submission Failed')).toBeTruthy()
    expect(
      screen.getByText(
        `The ravens are having trouble. Please try again or email the team directly at ${shop.contactEmail}.`,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: shop.contactEmail }).getAttribute('href')).toBe(
      `mailto:${shop.contactEmail}`,
    )
    expect((screen.getByLabelText(/^Thy Name/) as HTMLInputElement).value).toBe('Lady Grudgewell')
    expect(localStorage.getItem('commissionData')).toBeNull()
  })
})
