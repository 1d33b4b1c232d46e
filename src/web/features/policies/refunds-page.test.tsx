// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { RefundsPage } from './refunds-page'

afterEach(cleanup)

const section = (name: string) => screen.getByRole('region', { name }).textContent ?? ''

describe('RefundsPage', () => {
  it('reads the FAQ’s “no refunds” as a delivered scroll', () => {
    render(<RefundsPage />, { wrapper: MemoryRouter })
    expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeTruthy()
    expect(section('What “No Refunds” Means')).toContain('It means a delivered scroll.')
  })

  it('refunds in full a refused scroll, an undelivered one and a payment too late for its early bird', () => {
    render(<RefundsPage />, { wrapper: MemoryRouter })
    const full = section('When We Refund in Full')
    expect(full).toContain(
      'after thou hast paid is refunded in full. One refused before payment is never charged.',
    )
    expect(full).toContain('If thy scroll never reaches its recipient, or thee, thou art refunded in full.')
    expect(full).toContain(`The early-bird price is held for ${EARLY_BIRD_HOLD_MINUTES} minutes`)
    expect(section('What Our Staff May Refund')).toContain(
      'an order whose delivery failed, or a payment made twice for one order',
    )
    expect(screen.getByRole('link', { name: "the Scribes' Code" }).getAttribute('href')).toBe('/scribes-code')
  })
})
