// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { deliverySpeeds } from '@/domain/catalog-products'
import { AboutSection } from './about-section'
import { FaqSection } from './faq-section'
import { GalleryTeaser } from './gallery-teaser'
import { ScribesSection } from './scribes-section'
import { WhySection } from './why-section'

afterEach(cleanup)

function landingText() {
  render(
    <MemoryRouter>
      <WhySection />
      <GalleryTeaser />
      <ScribesSection />
      <AboutSection />
      <FaqSection />
    </MemoryRouter>,
  )
  return document.body.textContent ?? ''
}

describe('the landing page’s texts', () => {
  it('say who writes the scrolls: the scribe engine, read and edited by staff', () => {
    const text = landingText()
    expect(text).not.toMatch(/real scribes|real writers|out-of-work scribes/i)
    expect(text).toContain('Our scribe engine writes thy scroll from thy story')
    expect(text).toContain('our staff may read and edit it before it goes out')
  })

  it('give the catalog’s delivery times', () => {
    const text = landingText()
    expect(text).toContain(`Standard delivery brings thy scroll within ${deliverySpeeds.standard.timing}`)
    expect(text).toContain(`Standard delivery arrives within ${deliverySpeeds.standard.timing} of payment`)
    expect(text).toContain('a Love Me Scroll arrives within 24 hours')
  })

  it('offer anonymity as the customer’s choice, never as the default', () => {
    const text = landingText()
    expect(text).not.toMatch(/unless thou choosest to sign/)
    expect(text.match(/“Deliver anonymously”/g)).toHaveLength(2)
  })

  it('present the gallery as samples, not as deliveries that happened', () => {
    expect(landingText()).toContain('Peek at three sample scrolls')
  })

  it('keep the FAQ’s “no refunds” and say where its meaning is set out', () => {
    const text = landingText()
    expect(text).toContain('so all sales are final: no refunds, even if thy target deserved worse.')
    const link = screen.getByRole('link', { name: 'What “no refunds” means' })
    expect(link.getAttribute('href')).toBe('/refunds')
  })
})
