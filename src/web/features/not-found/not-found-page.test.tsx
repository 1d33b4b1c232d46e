// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/web/test-support'
import { NotFoundPage } from './not-found-page'

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>Home</p> },
      { path: '*', Component: NotFoundPage },
    ],
    path,
  )
}

function stubFetch() {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(null, { status: 204 }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('NotFoundPage', () => {
  it('leaves a directly loaded missing page to the server', () => {
    const fetch = stubFetch()
    renderAt('/lost-scroll')
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('Page Not Found · Scrolls of Fury')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('records a missing page reached by in-app navigation', async () => {
    const fetch = stubFetch()
    const router = renderAt('/')
    await act(() => router.navigate('/lost-scroll'))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/not-found-hits')
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/lost-scroll' })
  })
})
