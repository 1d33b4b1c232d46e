// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { BundlesPage } from './bundles-page'

afterEach(cleanup)

describe('BundlesPage', () => {
  it('promises only what the shop keeps: who writes, when it arrives, anonymity on request', () => {
    render(<BundlesPage />, { wrapper: MemoryRouter })
    const benefits = screen.getByRole('region', { name: 'Why Buy in Bulk?' }).textContent ?? ''
    expect(benefits).not.toMatch(/real scribe|1-2 days|unless thou choosest/)
    expect(benefits).toContain('each written afresh by our scribe engine for its own target')
    expect(benefits).toContain('as a wax-sealed PDF within 24-36 hours of payment')
    expect(benefits).toContain('if thou choosest “Deliver anonymously”')
    expect(screen.getByText(/While early-bird places last, the discount comes off at checkout/)).toBeTruthy()
  })

  it('keeps the Starter Arsenal’s prices and says what its struck price is made of', () => {
    render(<BundlesPage />, { wrapper: MemoryRouter })
    const card = within(screen.getByRole('article', { name: 'The Starter Arsenal' }))
    expect(card.getByText('$17.99')).toBeTruthy()
    expect(card.getByText('$44.97')).toBeTruthy()
    expect(card.getByText('for 3 Classic Scrolls')).toBeTruthy()
    expect(card.getByText('Was $44.97: 3 Classic Scrolls at $14.99 each, bought one by one.')).toBeTruthy()
    expect(card.getByText('Save 60%')).toBeTruthy()
    expect(card.getByRole('button', { name: 'Order Bundle' })).toBeTruthy()
  })

  it('says partners’ pages have bundles of their own, without selling them here', () => {
    render(<BundlesPage />, { wrapper: MemoryRouter })
    const note = screen.getByRole('region', { name: 'Bundles of Our Partners' })
    expect(note.textContent).toBe(
      'Bundles of Our Partners' +
        'Our partners’ pages have bundles of their own: the Courtroom (5 Cursed Scrolls), the Royal Arsenal ' +
        '(5 scrolls of thy choosing) and the Holiday Siege Pack (10 Classic Scrolls). They are ordered there, ' +
        'through the link a partner shares.',
    )
    // no price, no order button or link for them on this page
    expect(within(note).queryByText(/\$/)).toBeNull()
    expect(within(note).queryByRole('link')).toBeNull()
    expect(within(note).queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('button', { name: /Order/ }).map((button) => button.textContent)).toEqual([
      'Order Bundle',
    ])
  })
})
