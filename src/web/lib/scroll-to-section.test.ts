// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollToSection } from './scroll-to-section'

function addSection(id: string) {
  const section = document.createElement('section')
  section.id = id
  section.tabIndex = -1
  section.scrollIntoView = vi.fn()
  document.body.append(section)
  return section
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('scrollToSection', () => {
  it('scrolls to the section and moves focus there', () => {
    const section = addSection('choose-thy-scroll')
    scrollToSection('choose-thy-scroll')
    expect(section.scrollIntoView).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(section)
  })

  it('takes the visitor to a section that appears after the click', async () => {
    scrollToSection('choose-thy-scroll')
    const section = addSection('choose-thy-scroll')
    await vi.waitFor(() => expect(section.scrollIntoView).toHaveBeenCalledOnce())
    expect(document.activeElement).toBe(section)
  })
})
