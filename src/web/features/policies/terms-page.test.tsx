// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { TermsPage } from './terms-page'

afterEach(cleanup)

describe('TermsPage', () => {
  it('heads each rule of buying a scroll', () => {
    render(<TermsPage />, { wrapper: MemoryRouter })
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What Thou Buyest',
      'Prices and Payment',
      'What Thou Mayest Order',
      'Delivery',
      'Anonymous Delivery',
      'Refunds',
      'A Scroll Is a Jest',
      'Changes and Questions',
    ])
  })

  it('gives the shop’s own figures and sends the reader to the Code and the refund rules', () => {
    render(<TermsPage />, { wrapper: MemoryRouter })
    const text = document.body.textContent ?? ''
    expect(text).toContain(`An early-bird price is held for ${EARLY_BIRD_HOLD_MINUTES} minutes`)
    expect(text).toContain('or, for an order held for a person to read, from its approval')
    expect(screen.getByRole('link', { name: "the Scribes' Code" }).getAttribute('href')).toBe('/scribes-code')
    expect(screen.getByRole('link', { name: 'the refunds page' }).getAttribute('href')).toBe('/refunds')
  })
})
