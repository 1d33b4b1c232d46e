// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { GalleryTeaser } from './gallery-teaser'

afterEach(cleanup)

describe('GalleryTeaser', () => {
  it('shows a sealed scroll, lazily and with its size known before it loads', () => {
    render(<GalleryTeaser />)
    const image = screen.getByRole('img', { name: /^The Ex, a sample scroll:/ })
    expect(image.getAttribute('src')).toBe('/scrolls/ex-480.webp')
    expect(image.getAttribute('srcset')).toBe('/scrolls/ex-480.webp 480w, /scrolls/ex-960.webp 960w')
    expect(image.getAttribute('sizes')).toBe('14rem')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '679'])
    expect(image.getAttribute('loading')).toBe('lazy')
  })
})
