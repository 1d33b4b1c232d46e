// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { codeRules, scribesCodeRules } from '@/domain/scribes-code'
import { ScribesCodePage } from './scribes-code-page'

afterEach(cleanup)

const section = (name: string) => screen.getByRole('region', { name })

describe('ScribesCodePage', () => {
  it('names what the shop writes', () => {
    render(<ScribesCodePage />, { wrapper: MemoryRouter })
    expect(screen.getByRole('heading', { level: 1, name: "The Scribes' Code" })).toBeTruthy()
    expect(document.title).toBe("The Scribes' Code · Scrolls of Fury")
    const kinds = within(section('What We Write'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(kinds).toEqual([
      'Roasts',
      'Rants',
      'Mock curses',
      'Love letters',
      'Rejection letters',
      'Comic insults',
    ])
  })

  it('shows every rule of the Code, in the words of the domain', () => {
    render(<ScribesCodePage />, { wrapper: MemoryRouter })
    const refused = section('What We Refuse to Write')
    const rules = within(refused).getAllByRole('heading', { level: 3 })
    expect(rules.map((heading) => heading.textContent)).toEqual(
      codeRules.map((rule) => scribesCodeRules[rule].title),
    )
    for (const rule of codeRules) expect(refused.textContent).toContain(scribesCodeRules[rule].rule)
  })

  it('says how the Code is kept, and promises nothing more', () => {
    render(<ScribesCodePage />, { wrapper: MemoryRouter })
    const kept = section('How We Keep the Code')
    const steps = within(kept)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent)
    expect(steps).toEqual([
      'Every order is screened before payment.',
      'A clear breach is refused before anything is charged.',
      'An order the screen is unsure of waits for a person.',
      'An order refused after payment is refunded in full.',
      'Every recipient may say “never again”.',
    ])
    expect(kept.textContent).toContain(
      'Its delivery time then counts from the approval, not from the payment.',
    )
    expect(kept.textContent).toContain('“never send me another scroll”, and report the scroll to us')
    expect(kept.textContent).toContain('We honour that for every customer')
    expect(within(kept).getByRole('link', { name: 'refund rules' }).getAttribute('href')).toBe('/refunds')
  })
})
