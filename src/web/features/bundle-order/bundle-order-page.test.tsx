// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BundleId } from '@/domain/catalog-bundles'
import { bundleOrderState } from '@/web/features/bundles/bundle-info'
import { BundleOrderPage } from './bundle-order-page'
import { MockPaymentPage } from './mock-payment-page'

function ShowState() {
  const { pathname, state } = useLocation()
  return (
    <p>
      At {pathname}
      <output data-testid="state">{JSON.stringify(state)}</output>
    </p>
  )
}

function renderPage(bundleId: BundleId | null, partnerRef?: string, withReview = false) {
  const entry = { pathname: '/bundle-order', state: bundleId ? bundleOrderState(bundleId, partnerRef) : null }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/bundle-order" element={<BundleOrderPage />} />
        {withReview && <Route path="/mock-payment" element={<MockPaymentPage />} />}
        <Route path="*" element={<ShowState />} />
      </Routes>
    </MemoryRouter>,
  )
}

const type = (label: string | RegExp, value: string, index = 0) => {
  const field = screen.getAllByLabelText(label)[index]
  if (!field) throw new Error(`no field ${label}`)
  fireEvent.change(field, { target: { value } })
}
const addButton = () => screen.queryByRole('button', { name: /Add Another Target/ })
const total = () => screen.getByLabelText('Total').textContent

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('BundleOrderPage', () => {
  it('sends a visitor without a chosen bundle to /bundles', () => {
    renderPage(null)
    expect(screen.getByText('At /bundles')).toBeTruthy()
  })

  it('starts with one target and grows up to the bundle quantity, removing while more than one remains', async () => {
    renderPage('starter')
    expect(screen.getByRole('heading', { level: 1, name: 'Order The Starter Arsenal' })).toBeTruthy()
    expect(screen.getAllByRole('group', { name: /^Target \d$/ })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /Remove target/ })).toBeNull()

    fireEvent.click(addButton() as HTMLElement)
    fireEvent.click(addButton() as HTMLElement)
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Target \d$/ })).toHaveLength(3))
    expect(addButton()).toBeNull()
    expect(screen.getByText(/every place is taken/)).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /Remove target/ })).toHaveLength(3)

    type("Target's Name", 'Brother Loudsnore', 2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove target 1' }))
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Target \d$/ })).toHaveLength(2))
    expect((screen.getAllByLabelText("Target's Name")[1] as HTMLInputElement).value).toBe('Brother Loudsnore')
    expect(addButton()).not.toBeNull()
    expect(document.activeElement?.id).toBe('targets-title')
  })

  it('locks a single-type bundle to its scroll type and shows its fixed price', () => {
    renderPage('starter')
    const scrollType = screen.getByLabelText('Scroll Type (fixed by the bundle)') as HTMLInputElement
    expect(scrollType.readOnly).toBe(true)
    expect(scrollType.value).toBe('Classic Scroll')
    expect(total()).toBe('$17.99')
    expect(screen.getByText('Was $44.97: 3 Classic Scrolls at $14.99 each, bought one by one.')).toBeTruthy()
  })

  it('prices a custom bundle by the scroll each target chooses', () => {
    renderPage('default')
    expect(total()).toBe('$12.99')
    const select = screen.getByLabelText('Scroll Type') as HTMLSelectElement
    expect(within(select).getByRole('option', { name: 'Epic Scroll Commission ($99.00)' })).toBeTruthy()
    fireEvent.change(select, { target: { value: 'scroll-of-fury' } })
    expect(total()).toBe('$29.99')
  })

  it('keeps a mixed bundle at its own price whatever its targets choose', () => {
    renderPage('royal')
    fireEvent.change(screen.getByLabelText('Scroll Type'), { target: { value: 'epic-scroll-commission' } })
    expect(total()).toBe('$199.00')
    // its struck price is no sum of five scrolls, and the summary does not pretend it is
    expect(
      screen.getByText(/^Listed at \$299\.00\. .* 5 cost \$64\.95 to \$495\.00\. The bundle rate is /),
    ).toBeTruthy()
  })

  it('refuses to continue without a named target', async () => {
    renderPage('starter')
    type(/Thy Name/, 'Dame Aggrieved')
    type(/Thy Email/, 'dame@example.com')
    type("Target's Name", '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Please provide at least one target name')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Target's Name")))
    expect(screen.queryByText(/^At /)).toBeNull()

    type("Target's Name", 'Brother Loudsnore')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('marks the customer fields it needs', async () => {
    renderPage('starter')
    type("Target's Name", 'Brother Loudsnore')
    type("Target's Email (optional)", 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    const name = await screen.findByLabelText(/Thy Name/)
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Name is required')
    expect(screen.getByText('Target email must be a valid email address')).toBeTruthy()
  })

  it('continues to /mock-payment with the bundle order state', async () => {
    renderPage('starter')
    type(/Thy Name/, 'Dame Aggrieved')
    type(/Thy Email/, 'dame@example.com')
    type(/Why This Bundle/, 'The guild hall wronged me')
    fireEvent.click(addButton() as HTMLElement)
    type("Target's Name", 'Brother Loudsnore', 1)
    fireEvent.change(screen.getAllByLabelText('Writing Style')[1] as HTMLElement, {
      target: { value: 'savage' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deliver anonymously' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))

    expect(await screen.findByText('At /mock-payment')).toBeTruthy()
    const state = JSON.parse(screen.getByTestId('state').textContent ?? 'null')
    expect(state).toMatchObject({
      kind: 'bundle',
      bundleId: 'starter',
      yourName: 'Dame Aggrieved',
      yourEmail: 'dame@example.com',
      bundleReason: 'The guild hall wronged me',
      anonymousDelivery: true,
      priceList: 'list',
      upsells: [],
      totalPrice: 1799,
      isBundle: true,
    })
    // the blank first row is not written; the named one keeps its choices
    expect(state.targets).toEqual([
      {
        id: 'target-1',
        name: 'Brother Loudsnore',
        scrollType: 'light-rant',
        writingStyle: 'savage',
        intensity: 'medium',
      },
    ])
  })

  it('asks for partner prices when a partner landing opened it', async () => {
    renderPage('courtroom', 'sir-roastalot')
    expect(screen.getByRole('link', { name: /Back to Partner Offers/ }).getAttribute('href')).toBe(
      '/p/sir-roastalot',
    )
    type(/Thy Name/, 'Dame Aggrieved')
    type(/Thy Email/, 'dame@example.com')
    type("Target's Name", 'Judge Snoozewell')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    const state = JSON.parse((await screen.findByTestId('state')).textContent ?? 'null')
    expect(state).toMatchObject({ priceList: 'partner', partnerRef: 'sir-roastalot', totalPrice: 9900 })
  })

  it('returns from the review to a form that still holds what was typed', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ percent: 10, limit: 10, remaining: 0 }))
    renderPage('starter', undefined, true)
    type(/Thy Name/, 'Dame Aggrieved')
    type(/Thy Email/, 'dame@example.com')
    type("Target's Name", 'Brother Loudsnore')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Pay' })).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: /Edit Order/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Order The Starter Arsenal' })).toBeTruthy()
    expect((screen.getByLabelText(/Thy Name/) as HTMLInputElement).value).toBe('Dame Aggrieved')
    expect((screen.getByLabelText("Target's Name") as HTMLInputElement).value).toBe('Brother Loudsnore')
  })
})
