import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'

/** Renders a page as the app does: inside a router and a fresh query client (no retries). */
export function renderWithProviders(page: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  )
}

type Reply = { status: number; body?: unknown } | Error
type Routes = Record<string, (body: unknown) => Reply | Promise<Reply>>

/** Stubs fetch with one answer per "METHOD /path"; an unknown call fails the test loudly. */
export function stubApi(routes: Routes) {
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    const route = routes[key]
    if (!route) throw new Error(`unexpected call ${key}`)
    const reply = await route(init?.body ? JSON.parse(String(init.body)) : undefined)
    if (reply instanceof Error) throw reply
    return Response.json(reply.body ?? {}, { status: reply.status })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentTo(fetch: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetch.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}` === key,
    )
    .map(([, init]) => JSON.parse(String(init?.body)))
}

export const testOrderId = '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e'
export const testCheckoutUrl = 'http://shop.test/test-checkout/test_cs_abc'

/** The shop's API as an order form uses it: three early-bird places left, ROAST10 valid, BOOM failing. */
export function stubShopApi(overrides: Routes = {}) {
  return stubApi({
    'GET /api/early-bird': () => ({ status: 200, body: { percent: 10, limit: 10, remaining: 3 } }),
    'POST /api/discount-codes/check': (body) => {
      const { code } = body as { code: string }
      if (code === 'ROAST10') {
        const roast10 = { code, discountType: 'percentage', percent: 10, partnerSlug: 'sir-roastalot' }
        return { status: 200, body: roast10 }
      }
      if (code === 'BOOM')
        return { status: 500, body: { error: { code: 'internal_error', message: 'oops' } } }
      return { status: 404, body: { error: { code: 'not_found', message: 'Invalid discount code' } } }
    },
    'POST /api/payments': () => ({ status: 201, body: { url: testCheckoutUrl, orderId: testOrderId } }),
    ...overrides,
  })
}
