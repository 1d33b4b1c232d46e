/**
 * Rendering and fetch stubs for the web app's component tests: pages render inside what the app gives
 * them (a router, a query client without retries, the toaster), and the API is stubbed at `fetch`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  createMemoryRouter,
  type InitialEntry,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
} from 'react-router'
import { vi } from 'vitest'
import { Toaster } from '@/web/components/ui/toaster'

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders a page as the app does: inside a router at `path` and a fresh query client, with the toaster. */
export function renderWithProviders(page: ReactNode, path = '/') {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Renders routes (a page and the pages it leads to) starting at `at`; the router tells where it went. */
export function renderRoutes(routes: RouteObject[], at: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** Stubs fetch with one answer for every call. */
export function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

type Reply = { status: number; body?: unknown } | Error
export type ApiRoutes = Record<string, (body: unknown) => Reply | Promise<Reply>>

/** Stubs fetch with one answer per "METHOD /path"; an unknown call fails the test loudly. */
export function stubApi(routes: ApiRoutes) {
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

/** Types into the field labelled `label`. */
export const typeInto = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
