// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/web/components/ui/toaster'
import { CareerApplication } from './career-application'

function renderSection() {
  return render(
    <>
      <Toaster />
      <CareerApplication />
    </>,
  )
}

const roleButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^\\W*${name}`) })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CareerApplication', () => {
  it('shows no form until a role is chosen', () => {
    renderSection()
    expect(roleButton('Master Scribe').getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByLabelText(/Thy Name/)).toBeNull()
  })

  it('reveals the portfolio for a scribe and the herald fields for a herald', () => {
    renderSection()
    fireEvent.click(roleButton('Master Scribe'))
    expect(roleButton('Master Scribe').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText(/Experience/)).toBeTruthy()
    expect(screen.getByLabelText('Portfolio (optional)')).toBeTruthy()
    expect(screen.queryByLabelText('Follower Count (optional)')).toBeNull()

    fireEvent.click(roleButton('Royal Herald'))
    expect(roleButton('Royal Herald').getAttribute('aria-pressed')).toBe('true')
    expect(roleButton('Master Scribe').getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByLabelText('Social Handles (optional)')).toBeTruthy()
    expect(screen.getByLabelText('Follower Count (optional)')).toBeTruthy()
    expect(screen.getByLabelText('Campaign Experience (optional)')).toBeTruthy()
    expect(screen.queryByLabelText('Portfolio (optional)')).toBeNull()
  })

  it('asks for the required fields before sending', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderSection()
    fireEvent.click(roleButton('Master Scribe'))
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }))
    expect(await screen.findByText('Please fill in all required fields and select a role')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("sends only the chosen role's answers, leaving empty optional ones out", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ id: 'x' }, { status: 201 }),
    )
    vi.stubGlobal('fetch', fetch)
    renderSection()
    fireEvent.click(roleButton('Master Scribe'))
    fireEvent.click(roleButton('Royal Herald'))
    fireEvent.change(screen.getByLabelText('Thy Name *'), { target: { value: 'Alys' } })
    fireEvent.change(screen.getByLabelText('Thy Email *'), { target: { value: 'alys@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Experience/), { target: { value: 'Town crier, ten years' } })
    fireEvent.change(screen.getByLabelText('Follower Count (optional)'), { target: { value: '12000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }))

    expect(await screen.findByText('Application Sent!')).toBeTruthy()
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))
    expect(body).toEqual({
      role: 'herald',
      name: 'Alys',
      email: 'alys@example.com',
      experience: 'Town crier, ten years',
      followerCount: '12000',
    })
  })

  it('resets the form and the role choice a second after a successful application', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'x' }, { status: 201 }))
    renderSection()
    fireEvent.click(roleButton('Master Scribe'))
    fireEvent.change(screen.getByLabelText('Thy Name *'), { target: { value: 'Osric' } })
    fireEvent.change(screen.getByLabelText('Thy Email *'), { target: { value: 'osric@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Experience/), { target: { value: 'Illuminated manuscripts' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }))

    expect(await screen.findByText('Application Sent!')).toBeTruthy()
    expect(screen.getByLabelText('Thy Name *')).toBeTruthy()
    await waitFor(() => expect(screen.queryByLabelText('Thy Name *')).toBeNull(), { timeout: 2000 })
    expect(roleButton('Master Scribe').getAttribute('aria-pressed')).toBe('false')
  })

  it('shows the server message when the application fails', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests, slow thy quill.' } },
        { status: 429 },
      ),
    )
    renderSection()
    fireEvent.click(roleButton('Master Scribe'))
    fireEvent.change(screen.getByLabelText('Thy Name *'), { target: { value: 'Osric' } })
    fireEvent.change(screen.getByLabelText('Thy Email *'), { target: { value: 'osric@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Experience/), { target: { value: 'Illuminated manuscripts' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }))

    expect(await screen.findByText('Application Failed')).toBeTruthy()
    expect(screen.getByText('The ravens are having trouble: Too many requests, slow thy quill.')).toBeTruthy()
    expect((screen.getByLabelText('Thy Name *') as HTMLInputElement).value).toBe('Osric')
  })
})
