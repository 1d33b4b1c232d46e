// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ScrollChoiceSection } from './scroll-choice-section'

afterEach(cleanup)

const cardOf = (scrollType: string) => {
  const card = document.querySelector<HTMLElement>(`[data-scroll-type="${scrollType}"]`)
  if (!card) throw new Error(`no card for ${scrollType}`)
  return within(card)
}

describe('ScrollChoiceSection', () => {
  it.each([
    ['light-rant', 'Classic Scroll', '/light-rant-form'],
    ['scroll-of-fury', 'Cursed Scroll', '/scroll-of-fury-form'],
    ['epic-scroll-commission', 'Epic Scroll Commission', '/epic-scroll-commission-form'],
    ['eternal-scroll', 'Eternal Scroll', '/eternal-scroll-form'],
    ['love-me-scroll', 'Love Me Scroll', '/love-me-scroll-form'],
  ])('the %s card (%s) orders through %s', (scrollType, title, href) => {
    render(<ScrollChoiceSection />, { wrapper: MemoryRouter })
    const card = cardOf(scrollType)
    expect(card.getByRole('heading', { name: title })).toBeTruthy()
    expect(card.getByRole('link', { name: /^Order Now/ }).getAttribute('href')).toBe(href)
  })

  it('shows five cards with dollar prices from the catalog', () => {
    render(<ScrollChoiceSection />, { wrapper: MemoryRouter })
    expect(screen.getAllByRole('link', { name: /^Order Now/ })).toHaveLength(5)
    expect(cardOf('light-rant').getByText('$14.99')).toBeTruthy()
    expect(cardOf('scroll-of-fury').getByText('$35.99')).toBeTruthy()
    expect(cardOf('eternal-scroll').getByText('+ Premium PDF Receipt + Hall of Fame Feature')).toBeTruthy()
    expect(cardOf('epic-scroll-commission').getByText('from $99.00')).toBeTruthy()
  })

  it('shows customers no internal ids', () => {
    render(<ScrollChoiceSection />, { wrapper: MemoryRouter })
    for (const card of document.querySelectorAll<HTMLElement>('[data-scroll-type]')) {
      expect(card.textContent).not.toContain(card.dataset.scrollType)
    }
    expect(screen.queryByText(/Scroll ref/)).toBeNull()
  })

  it('is the target of the scroll buttons', () => {
    render(<ScrollChoiceSection />, { wrapper: MemoryRouter })
    expect(document.getElementById('choose-thy-scroll')).not.toBeNull()
  })
})
