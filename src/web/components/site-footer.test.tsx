// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteFooter } from './site-footer'

afterEach(cleanup)

describe('SiteFooter', () => {
  it('leads to the shop’s pages and to the rules every customer may read', () => {
    render(<SiteFooter />, { wrapper: MemoryRouter })
    const links = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Home', '/'],
      ['Bundles', '/bundles'],
      ['Contact', '/#contact'],
      ['Free Sample', '/free-sample'],
      ["Scribes' Code", '/scribes-code'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Refunds', '/refunds'],
    ])
  })
})
