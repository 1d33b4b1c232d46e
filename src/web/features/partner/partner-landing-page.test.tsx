// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readPartnerRef } from '@/web/lib/partner-attribution'
import { PartnerLandingPage } from './partner-landing-page'

const roastalot = { name: 'Sir Roastalot', slug: 'sir-roastalot', hasDiscountCode: true }

function stubFetch(partner: { status: number; body: unknown }) {
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    if (String(input).startsWith('/api/partners/'))
      return Response.json(partner.body, { status: partner.status })
    return new Response(null, { status: 204 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function ShowLocation() {
  const { pathname, search, state } = useLocation()
  return (
    <p>
      At {pathname}
      {search} with {JSON.stringify(state)}
    </p>
  )
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/p/:slug" element={<PartnerLandingPage />} />
          <Route path="/r/:slug" element={<PartnerLandingPage />} />
          <Route path="*" element={<ShowLocation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PartnerLandingPage', () => {
  it('says what the shop keeps: anonymity on request, delivery within the catalog’s times', async () => {
    stubFetch({ status: 200, body: roastalot })
    renderAt('/p/sir-roastalot')
    const why = within(await screen.findByRole('region', { name: 'Why a Scroll?' }))
    expect(why.getByText(/^Choose “Deliver anonymously” and the target learns/)).toBeTruthy()
    expect(why.getByText(/arrives by email within 24-36 hours of payment/)).toBeTruthy()
    expect(why.queryByText(/1-2 Days|unless thou choosest/)).toBeNull()
  })

  it.each(['/p/sir-roastalot', '/r/sir-roastalot'])(
    '%s shows the partner prices and remembers the partner',
    async (path) => {
      const fetch = stubFetch({ status: 200, body: roastalot })
      renderAt(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Recommended by Sir Roastalot' }),
      ).toBeTruthy()
      expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/partners/sir-roastalot')

      // each scroll by its one name, the partner page's words beneath it
      for (const [name, subtitle, price, href] of [
        ['Classic Scroll', 'Light Rant', '$7.99', '/light-rant-form?pricing=partner'],
        ['Cursed Scroll', 'Scroll of Fury', '$24.99', '/scroll-of-fury-form?pricing=partner'],
        ['Eternal Scroll', 'Epic Proclamation', '$94.00', '/eternal-scroll-form?pricing=partner'],
      ] as const) {
        const card = screen.getByRole('heading', { name }).closest('article') as HTMLElement
        expect(within(card).getByText(subtitle)).toBeTruthy()
        expect(within(card).getByText(price)).toBeTruthy()
        expect(linkTo(`Order ${name}`)).toBe(href)
      }
      for (const [title, price, was] of [
        ['The Courtroom', '$99.00', '$149.95'],
        ['The Royal Arsenal', '$199.00', '$299.00'],
        ['Holiday Siege Pack', '$119.00', '$129.90'],
      ] as const) {
        const card = screen.getByRole('heading', { name: title }).closest('article') as HTMLElement
        expect(within(card).getByText(price)).toBeTruthy()
        expect(within(card).getByText(was)).toBeTruthy()
        expect(linkTo(`Order ${title}`)).toBe('/bundle-order')
      }
      expect(screen.getByText(/for 30 days/)).toBeTruthy()
      expect(screen.getByText(/also hands out a discount code/)).toBeTruthy()
      await waitFor(() => expect(readPartnerRef()).toBe('sir-roastalot'))
    },
  )

  it('says what each struck bundle price is made of and what each saving is against', async () => {
    stubFetch({ status: 200, body: roastalot })
    renderAt('/r/sir-roastalot')
    const card = async (title: string) =>
      within((await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement)

    const courtroom = await card('The Courtroom')
    expect(courtroom.getByText('5 Cursed Scrolls')).toBeTruthy()
    expect(
      courtroom.getByText('Was $149.95: 5 Cursed Scrolls at the bundle rate of $29.99 each.'),
    ).toBeTruthy()
    expect(courtroom.getByText('Save 34%').parentElement?.textContent).toBe(
      'Save 34% against the bundle rate',
    )
    expect(
      courtroom.getByText(/^5 single Cursed Scrolls at the partner price of \$24\.99 come to/),
    ).toBeTruthy()

    // beside single Classic Scrolls at $7.99, the pack's 8% is against the bundle rate, and it says so
    const holiday = await card('Holiday Siege Pack')
    expect(holiday.getByText('10 Classic Scrolls')).toBeTruthy()
    expect(
      holiday.getByText('Was $129.90: 10 Classic Scrolls at the bundle rate of $12.99 each.'),
    ).toBeTruthy()
    expect(holiday.getByText('Save 8%').parentElement?.textContent).toBe('Save 8% against the bundle rate')
    expect(holiday.getByText(/come to \$79\.90, less than this bundle/)).toBeTruthy()

    // five scrolls of the buyer's choosing make no one sum: the price is listed, no saving claimed
    const royal = await card('The Royal Arsenal')
    expect(royal.getByText('5 scrolls of thy choosing')).toBeTruthy()
    expect(royal.getByText(/^Listed at \$299\.00\. .* 5 cost \$64\.95 to \$495\.00\.$/)).toBeTruthy()
    expect(royal.queryByText(/^Save/)).toBeNull()

    expect(
      screen.getByText(/^The bundle rate is what a scroll costs .* Cursed Scroll \$29\.99,/),
    ).toBeTruthy()
    // one name per product: the partner words are subtitles only, never a bundle's contents
    const bundles = screen.getByRole('region', { name: 'Bundles for Grand Grudges' }).textContent ?? ''
    expect(bundles).not.toMatch(/Light Rant|Scrolls? of Fury|mini roast/)
  })

  it('opens the bundle form with the bundle and the partner', async () => {
    stubFetch({ status: 200, body: roastalot })
    renderAt('/p/sir-roastalot')
    fireEvent.click(await screen.findByRole('link', { name: 'Order The Courtroom' }))
    const location = await screen.findByText(/^At \/bundle-order/)
    expect(JSON.parse(location.textContent?.replace(/^.* with /, '') ?? 'null')).toEqual({
      bundle: { id: 'courtroom', title: 'The Courtroom', price: 9900, quantity: 5, type: 'scroll-of-fury' },
      partnerRef: 'sir-roastalot',
    })
  })

  it('shows the 404 page for an unknown or inactive partner and remembers nobody', async () => {
    const fetch = stubFetch({
      status: 404,
      body: { error: { code: 'not_found', message: 'Partner not found' } },
    })
    renderAt('/p/baron-banished')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy()
    // opened directly, the server answered 404 and recorded it already: the page only read the partner
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(readPartnerRef()).toBeUndefined()
  })

  it('offers to try again when the partner cannot be fetched', async () => {
    const fetch = stubFetch({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } })
    renderAt('/r/sir-roastalot')
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ravens Lost Their Way' })).toBeTruthy()
    fetch.mockImplementation(async () => Response.json(roastalot))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: 'Recommended by Sir Roastalot' })).toBeTruthy()
  })
})
