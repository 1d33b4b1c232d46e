// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { FreeRantConfirmationPage } from './free-rant-confirmation-page'

function renderWith(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/free-rant-confirmation', element: <FreeRantConfirmationPage /> },
    ],
    { initialEntries: [{ pathname: '/free-rant-confirmation', state }] },
  )
  render(<RouterProvider router={router} />)
  return router
}

afterEach(cleanup)

describe('FreeRantConfirmationPage', () => {
  it('sends a visitor who did not enter home', () => {
    for (const state of [null, { targetName: 'Mordred' }, { targetName: '', email: 'a@example.com' }]) {
      const router = renderWith(state)
      expect(router.state.location.pathname).toBe('/')
      cleanup()
    }
  })

  it('confirms the entry and points to the scrolls, the bundles and home', () => {
    renderWith({ targetName: 'Cousin Mordred', email: 'arthur@example.com' })
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.getByText('Cousin Mordred')).toBeTruthy()
    expect(screen.getByText('arthur@example.com')).toBeTruthy()
    // what the shop sells, at the catalog's prices, and no price for the roast it only gives away
    expect(screen.getByText(/Classic Scroll costs \$14\.99/)).toBeTruthy()
    expect(screen.getByText(/The Starter Arsenal brings 3 of them for \$17\.99/)).toBeTruthy()
    expect(screen.queryByText(/12\.99/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Choose Thy Scroll' }).getAttribute('href')).toBe(
      '/#choose-thy-scroll',
    )
    expect(screen.getByRole('link', { name: 'Browse the Bundles' }).getAttribute('href')).toBe('/bundles')
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })
})
