// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { PrivacyPage } from './privacy-page'

afterEach(cleanup)

const section = (name: string) => screen.getByRole('region', { name }).textContent ?? ''

describe('PrivacyPage', () => {
  it('says what is stored, never card numbers, and an opted-out recipient only as a keyed hash', () => {
    render(<PrivacyPage />, { wrapper: MemoryRouter })
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeTruthy()
    const stored = section('What We Store')
    for (const fact of [
      "The order's details",
      'Names and email addresses',
      'its text and its sealed PDF',
      'The payment record from our payment provider',
      'Never card numbers',
      'The mail log',
      'The internet address an order came from',
      "a partner's referral is not their own",
      'kept only as a keyed hash of their email address',
    ])
      expect(stored).toContain(fact)
  })

  it('marks how long it keeps each thing as the shop’s own policy', () => {
    render(<PrivacyPage />, { wrapper: MemoryRouter })
    const region = screen.getByRole('region', { name: 'How Long We Keep It' })
    expect(region.textContent).toContain("These periods are the shop's own policy, not figures set by law")
    const periods = within(region)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent)
    expect(periods).toContain('7 years from the order, for the accounts')
    expect(periods).toContain('90 days from the order')
  })

  it('names who sees it, and keeps an anonymous customer’s name from the recipient', () => {
    render(<PrivacyPage />, { wrapper: MemoryRouter })
    const who = section('Who Sees It')
    expect(who).toContain("The shop's staff")
    expect(who).toContain('Our payment provider')
    expect(who).toContain('Our mail provider')
    expect(who).toContain(
      'The recipient sees the scroll, and never a price. On an anonymous order, nothing they receive names thee.',
    )
  })
})
