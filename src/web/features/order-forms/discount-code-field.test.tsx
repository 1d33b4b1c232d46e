// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, sentTo } from '@/web/test-support'
import { ClassicScrollPage } from './classic-scroll-page'
import { stubShopApi } from './test-support'

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the discount code of an order form', () => {
  it('applies a code on Enter without submitting the order, upper-cased, and takes it off the base price', async () => {
    // no early-bird places left: the code is the only discount
    const fetch = stubShopApi({
      'GET /api/early-bird': () => ({ status: 200, body: { percent: 10, limit: 10, remaining: 0 } }),
    })
    renderWithProviders(<ClassicScrollPage />)
    const code = screen.getByLabelText('Discount Code')
    fireEvent.change(code, { target: { value: ' roast10 ' } })
    fireEvent.keyDown(code, { key: 'Enter' })

    expect(await screen.findByText('Discount code ROAST10 applied: 10% off')).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/discount-codes/check')).toEqual([{ code: 'ROAST10' }])
    expect(sentTo(fetch, 'POST /api/payments')).toEqual([])
    expect(screen.queryByText('Name is required')).toBeNull()
    expect(screen.getByText('Partner discount ROAST10 (10% off)')).toBeTruthy()
    expect(screen.queryByText(/Early bird:/)).toBeNull()
    expect(localStorage.getItem('partner_discount_code')).toBe('ROAST10')

    fireEvent.click(screen.getByRole('button', { name: /Remove/ }))
    expect((screen.getByLabelText('Discount Code') as HTMLInputElement).value).toBe('')
  })
  it('never calls a code applied while the early bird already takes as much off: codes do not combine', async () => {
    const fetch = stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    // said where the code is entered, before one is typed
    expect(
      await screen.findByText(
        "A partner's code takes 10% off the scroll's price, but the early-bird 10% already applies; codes do not combine.",
      ),
    ).toBeTruthy()
    type(/^Discount Code/, 'roast10')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))

    expect(
      await screen.findByText(
        'Discount code ROAST10 not applied: the early-bird 10% already applies; codes do not combine',
      ),
    ).toBeTruthy()
    expect(
      screen.getByText(/is a good code, but the early-bird 10% already applies; codes do not combine\./),
    ).toBeTruthy()
    expect(sentTo(fetch, 'POST /api/discount-codes/check')).toEqual([{ code: 'ROAST10' }])
    expect(screen.queryByText(/(?<!not )applied/)).toBeNull()
    expect(screen.queryByText(/Partner discount/)).toBeNull()
    expect(screen.getByText('Early bird (10% off)')).toBeTruthy()
    expect(screen.getByText(/Early bird: 10% off, 3 places left/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: /Remove/ }))
    expect((screen.getByLabelText('Discount Code') as HTMLInputElement).value).toBe('')
  })

  it('says "Invalid discount code" for an unknown code and "Error validating discount code" when checking fails', async () => {
    stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    type(/^Discount Code/, 'nope')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid discount code')
    expect(screen.getByLabelText('Discount Code').getAttribute('aria-invalid')).toBe('true')

    type(/^Discount Code/, 'boom')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error validating discount code'))
  })
  it('prefills a code stored earlier', () => {
    localStorage.setItem('partner_discount_code', 'GRUDGE10')
    stubShopApi()
    renderWithProviders(<ClassicScrollPage />)
    expect((screen.getByLabelText('Discount Code') as HTMLInputElement).value).toBe('GRUDGE10')
  })
})
