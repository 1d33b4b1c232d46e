// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
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
})
