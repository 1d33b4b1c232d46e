// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/web/test-support'
import { CommissionConfirmationPage } from './commission-confirmation-page'
import { saveCommissionData } from './commission-storage'

function renderPage() {
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/commission-confirmation', element: <CommissionConfirmationPage /> },
    ],
    '/commission-confirmation',
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CommissionConfirmationPage', () => {
  it('sends a visitor without a request home', () => {
    const router = renderPage()
    expect(screen.getByText('Home page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends a visitor home when the stored request is not one this shop saved', () => {
    const stored = {
      id: 'c-1',
      name: 'Lady Grudgewell',
      email: 'grudgewell@example.com',
      target: 'The Baron',
    }
    const garbled = {
      ...stored,
      style: 'shouting',
      length: '2-pages',
      voiceNarration: false,
      anonymousDelivery: false,
    }
    localStorage.setItem(
      'commissionData',
      JSON.stringify({ ...garbled, submittedAt: '2031-03-01T00:00:00Z' }),
    )
    const router = renderPage()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows the request, the next steps and plain share links', async () => {
    saveCommissionData('0b6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', {
      name: 'Lady Grudgewell',
      email: 'grudgewell@example.com',
      target: 'The Baron of Bad Parking',
      tale: 'Seven winters of parking across two spaces.',
      style: 'divine-fury',
      length: '6-plus-pages',
      voiceNarration: false,
      anonymousDelivery: true,
      deadline: '2031-03-01',
      finalWishes: undefined,
    })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Thy Commission Is Received' })).toBeTruthy()
    expect(screen.getByText('The Baron of Bad Parking')).toBeTruthy()
    expect(screen.getByText('Divine Fury')).toBeTruthy()
    expect(screen.getByText('6+ pages')).toBeTruthy()
    expect(screen.getByText('1 March 2031')).toBeTruthy()
    expect(screen.getByText('Delivered anonymously')).toBeTruthy()
    expect(screen.queryByText(/Seven winters/)).toBeNull()
    expect(screen.getByText(/personal quote within 1-2 business days/)).toBeTruthy()
    expect(
      screen.getByText(/our scribe engine writes thy saga, the council may read and edit it/),
    ).toBeTruthy()

    const x = screen.getByRole('link', { name: /Share on X/ }).getAttribute('href') ?? ''
    expect(x.startsWith('https://twitter.com/intent/tweet?')).toBe(true)
    expect(new URL(x).searchParams.get('url')).toBe(`${window.location.origin}/`)
    const facebook = screen.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href') ?? ''
    expect(new URL(facebook).searchParams.get('u')).toBe(`${window.location.origin}/`)

    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`))
    expect(await screen.findByText('Link copied!')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })
})
