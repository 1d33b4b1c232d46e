/**
 * Rendering and fetch stubs for the web app's component tests: pages render inside what the app gives
 * them (a router, the toaster, and a query client without retries for the pages under the query layout),
 * and the API is stubbed at `fetch`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import {
  createMemoryRouter,
  type InitialEntry,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
} from 'react-router'
import { vi } from 'vitest'
import { Toaster } from '@/web/components/ui/toaster'

/** Whether the page sits under the query layout (the pages that read the server through TanStack Query). */
type Providers = { queries?: boolean }

// the forms and the other pages outside the query layout get no client, so a stray query fails their tests
function WithQueries({ queries = false, children }: Providers & { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  )
  return queries ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : children
}

/** Renders a page as the app does: inside a router at `path`, with the toaster. */
export function renderWithProviders(page: ReactNode, path = '/', providers: Providers = {}) {
  return render(
    <WithQueries {...providers}>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </WithQueries>,
  )
}

/** Renders routes (a page and the pages it leads to) starting at `at`; the router tells where it went. */
export function renderRoutes(routes: RouteObject[], at: InitialEntry, providers: Providers = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  render(
    <WithQueries {...providers}>
      <Toaster />
      <RouterProvider router={router} />
    </WithQueries>,
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
