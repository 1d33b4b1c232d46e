// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bundles } from '@/domain/catalog-bundles'
import { BundleOrderForm } from '@/web/features/bundle-order/bundle-order-form'
import { CommissionForm } from '@/web/features/commission/commission-form'
import { LightningRoastForm } from '@/web/features/free-sample/lightning-roast-form'
import { LoveScrollForm } from '@/web/features/love/love-scroll-form'
import { ClassicScrollPage } from '@/web/features/order-forms/classic-scroll-page'
import { stubShopApi } from '@/web/features/order-forms/test-support'
import { renderWithProviders } from '@/web/test-support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const orderForms: Array<[string, ReactNode, string]> = [
  ['the single scrolls’ form', <ClassicScrollPage key="classic" />, 'Proceed to Payment'],
  ['the love scroll form', <LoveScrollForm key="love" />, 'Continue to Payment'],
  [
    'the bundle order form',
    <BundleOrderForm key="bundle" bundle={bundles.starter} partnerRef={undefined} draft={undefined} />,
    'Continue to Payment',
  ],
  ['the commission request form', <CommissionForm key="commission" />, 'Request My Quote'],
  ['the lightning roast entry', <LightningRoastForm key="lightning" />, 'Enter the Drawing'],
]

describe('the Scribes’ Code line', () => {
  it.each(orderForms)('sits just after the submit button of %s and leads to the Code', (_, form, submit) => {
    stubShopApi()
    renderWithProviders(form)
    const button = screen.getByRole('button', { name: submit })
    const link = screen.getByRole('link', { name: "the Scribes' Code" })
    expect(link.getAttribute('href')).toBe('/scribes-code')
    expect(link.closest('p')?.textContent).toBe(
      "Comic insults, never real harm: thy scroll must keep the Scribes' Code.",
    )
    // nothing the customer fills in or presses comes between the button and the line
    const owner = button.closest('form')
    const controls = [...(owner?.querySelectorAll('input, select, textarea, button, a') ?? [])]
    expect(controls.indexOf(link)).toBe(controls.indexOf(button) + 1)
  })
})
