// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/web/test-support'
import { FreeSamplePage } from './free-sample-page'

const today = new Date().toLocaleDateString('en-CA')
const usage = (used: number) => ({ date: today, used, remaining: 3 - used, limit: 3 })

type Reply = { status: number; body: unknown }

/** A fake server: usage and samples follow one counter, like the real one. */
function stubServer({ used = 0, entry }: { used?: number; entry?: Reply } = {}) {
  let count = used
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`
    if (key === 'GET /api/free-samples/usage') return Response.json(usage(count))
    if (key === 'POST /api/free-samples') {
      if (count >= 3) return Response.json({ error: { message: 'Daily Limit Reached' } }, { status: 429 })
      count += 1
      const { name } = JSON.parse(String(init?.body)) as { name: string }
      return Response.json(
        { sample: { id: 'mild-shade', title: 'A Mild Shade', text: `Hear ye, ${name}!` }, ...usage(count) },
        { status: 201 },
      )
    }
    if (key === 'POST /api/lightning-roast-entries' && entry) {
      return Response.json(entry.body, { status: entry.status })
    }
    throw new Error(`unexpected call ${key}`)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/free-sample', element: <FreeSamplePage /> },
      { path: '/free-rant-confirmation', element: <p>Entry confirmation</p> },
    ],
    '/free-sample',
  )
}

const reveal = () => fireEvent.click(screen.getByRole('button', { name: 'Reveal My Sample' }))

beforeEach(() => localStorage.clear())
afterEach(() => {
  // sonner keeps its toasts between renders; each test starts without any
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
})

describe('FreeSamplePage', () => {
  it('shows the server’s count and mirrors it in browser storage', async () => {
    stubServer({ used: 1 })
    renderPage()
    expect(await screen.findByText('2 of 3 free samples left today')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem('freeSampleUsage') ?? 'null')).toEqual({ date: today, count: 1 })
    expect(
      screen.getByText('Every Monday at noon we draw one entry for a free lightning roast.'),
    ).toBeTruthy()
    // the shop does not sell lightning roasts, so the drawing names no price (decision record 015)
    const drawing = within(screen.getByRole('region', { name: 'The Weekly Lightning Roast' }))
    expect(drawing.getByText(/emailed to thee for free/)).toBeTruthy()
    expect(drawing.queryByText(/\$\d/)).toBeNull()
    expect(screen.getByRole('link', { name: /Order Now\W+Classic Scroll/ }).getAttribute('href')).toBe(
      '/light-rant-form',
    )
  })

  it('starts from the stored count of today and forgets one from another day', async () => {
    localStorage.setItem('freeSampleUsage', JSON.stringify({ date: today, count: 2 }))
    stubServer({ used: 2 })
    renderPage()
    expect(screen.getByText('1 of 3 free samples left today')).toBeTruthy()
    cleanup()
    localStorage.setItem('freeSampleUsage', JSON.stringify({ date: '2001-01-01', count: 3 }))
    stubServer({ used: 0 })
    renderPage()
    expect(screen.getByText('3 of 3 free samples left today')).toBeTruthy()
  })

  it('needs a name before a sample is taken', async () => {
    const fetch = stubServer()
    renderPage()
    await screen.findByText('3 of 3 free samples left today')
    fireEvent.change(screen.getByLabelText(/^A Name to Roast/), { target: { value: '   ' } })
    reveal()
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('personalises each sample, then stops at the daily limit', async () => {
    stubServer()
    renderPage()
    await screen.findByText('3 of 3 free samples left today')
    fireEvent.change(screen.getByLabelText(/^A Name to Roast/), { target: { value: 'Sir Gawain' } })
    fireEvent.click(screen.getByLabelText('A Royal Roast'))
    for (const left of [2, 1, 0]) {
      reveal()
      expect(await screen.findByText(`${left} of 3 free samples left today`)).toBeTruthy()
    }
    expect(screen.getByText('Hear ye, Sir Gawain!')).toBeTruthy()
    // the limit shows twice: as a toast and beside the disabled form
    await waitFor(() => expect(screen.getAllByText('Daily Limit Reached')).toHaveLength(2))
    expect(screen.getByRole('button', { name: 'Reveal My Sample' }).matches(':disabled')).toBe(true)
    expect(screen.getByLabelText(/^A Name to Roast/).matches(':disabled')).toBe(true)
    expect(JSON.parse(localStorage.getItem('freeSampleUsage') ?? 'null')).toEqual({ date: today, count: 3 })
  })

  it('believes the server when it refuses a sample the counter still allowed', async () => {
    // another tab took the last sample after this page read the count
    let refused = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        if (init?.method === 'POST') {
          refused = true
          return Response.json({ error: { message: 'Daily Limit Reached' } }, { status: 429 })
        }
        return Response.json(usage(refused ? 3 : 2))
      }),
    )
    renderPage()
    await screen.findByText('1 of 3 free samples left today')
    fireEvent.change(screen.getByLabelText(/^A Name to Roast/), { target: { value: 'Sir Gawain' } })
    reveal()
    expect(await screen.findByText('0 of 3 free samples left today')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByText('Daily Limit Reached')).toHaveLength(2))
    expect(JSON.parse(localStorage.getItem('freeSampleUsage') ?? 'null')).toEqual({ date: today, count: 3 })
  })

  it('enters the weekly drawing and carries the target to the confirmation', async () => {
    stubServer({ entry: { status: 201, body: { id: '9d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a' } } })
    const router = renderPage()
    fireEvent.change(screen.getByLabelText(/^Target Name/), { target: { value: 'Cousin Mordred' } })
    fireEvent.change(screen.getByLabelText(/^Thy Email/), { target: { value: 'arthur@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enter the Drawing' }))
    expect(await screen.findByText('Entry confirmation')).toBeTruthy()
    expect(router.state.location.state).toEqual({ targetName: 'Cousin Mordred', email: 'arthur@example.com' })
  })

  it('keeps the entry when the drawing cannot be entered', async () => {
    stubServer({ entry: { status: 500, body: { error: { message: 'boom' } } } })
    renderPage()
    fireEvent.change(screen.getByLabelText(/^Target Name/), { target: { value: 'Cousin Mordred' } })
    fireEvent.change(screen.getByLabelText(/^Thy Email/), { target: { value: 'arthur@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enter the Drawing' }))
    expect(await screen.findByText('Entry Failed')).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByLabelText(/^Target Name/) as HTMLInputElement).value).toBe('Cousin Mordred'),
    )
  })
})
