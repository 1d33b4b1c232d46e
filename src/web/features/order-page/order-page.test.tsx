// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '@/web/test-support'
import type { OrderPageData, SentScroll } from './api/get-order-page'
import { OrderPage } from './order-page'

const token = 'T'.repeat(43)

const sentScroll = (overrides: Partial<SentScroll> = {}): SentScroll => ({
  scrollNumber: 1,
  targetName: 'Baron <b>Loudchewer</b>',
  sentTo: 'recipient',
  state: 'sent',
  sentAt: '2026-03-14T10:00:00.000Z',
  corrected: false,
  scroll: {
    title: 'A Proclamation Against Loud Chewing',
    salutation: 'Hear ye, Baron!',
    paragraphs: [{ text: 'Thy jaw is a siege engine.' }, { text: 'CEASE.', emphasis: 'shout' }],
    curse: 'May thy soup forever be too hot.',
    signOff: 'With quill sharpened,',
    signature: 'An anonymous well-wisher',
  },
  pdf: true,
  narration: 'ready',
  ...overrides,
})

const orderPage = (overrides: Partial<OrderPageData> = {}): OrderPageData => ({
  reference: '6F1C2A4E',
  productName: 'Cursed Scroll',
  status: 'completed',
  underReview: false,
  anonymousDelivery: true,
  scrolls: [sentScroll()],
  ...overrides,
})

function renderAt(answer: { status: number; body: unknown }) {
  stubApi({ [`GET /api/order-pages/${token}`]: () => answer })
  renderWithProviders(
    <Routes>
      <Route path="/order/:token" element={<OrderPage />} />
    </Routes>,
    `/order/${token}`,
    { queries: true },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('OrderPage', () => {
  it('shows the scroll as it was sent, as text, with links to its PDF and its reading', async () => {
    renderAt({ status: 200, body: orderPage() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Thy Scroll as It Was Sent' })).toBeTruthy()
    expect(screen.getByText('Order #6F1C2A4E · Cursed Scroll')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'For Baron <b>Loudchewer</b>' })).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 3, name: 'A Proclamation Against Loud Chewing' }),
    ).toBeTruthy()
    expect(screen.getByText('Thy jaw is a siege engine.')).toBeTruthy()
    expect(screen.getByText('An anonymous well-wisher')).toBeTruthy()
    expect(screen.getByText('Sent')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the Sealed PDF' }).getAttribute('href')).toBe(
      `/api/order-pages/${token}/scrolls/1/pdf`,
    )
    expect(screen.getByRole('link', { name: /Herald’s Reading/ }).getAttribute('href')).toBe(
      `/api/order-pages/${token}/scrolls/1/narration`,
    )
    expect(screen.getByText(/this is the scroll they got/)).toBeTruthy()
  })

  it('says a held order is with a scribe, and shows no words before they are sent', async () => {
    const held = sentScroll({ state: 'under-review', sentAt: null, scroll: null, pdf: false })
    renderAt({ status: 200, body: orderPage({ status: 'held', underReview: true, scrolls: [held] }) })
    expect(await screen.findByText(/a scribe reads thy scroll by hand/)).toBeTruthy()
    expect(screen.getByText('A scribe is reading it')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull()
  })

  it('says a refunded order was refunded', async () => {
    const refunded = sentScroll({ state: 'not-sent', sentAt: null, scroll: null, pdf: false })
    renderAt({ status: 200, body: orderPage({ status: 'refunded', scrolls: [refunded] }) })
    expect(await screen.findByText('Thy payment for this scroll was refunded in full.')).toBeTruthy()
    expect(screen.getByText('Not sent')).toBeTruthy()
  })

  it('tells an expired link from a forged one, each with the way to the shop', async () => {
    renderAt({ status: 410, body: { error: { code: 'gone', message: 'This link has expired.' } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'This Link Has Expired' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/^This link has expired/)
    expect(screen.getByRole('link', { name: 'council@scrollsoffury.shop' })).toBeTruthy()
    cleanup()
    vi.unstubAllGlobals()
    renderAt({ status: 404, body: { error: { code: 'not_found', message: 'No.' } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Found' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('This link is not one the scribes sent.')
  })
})
