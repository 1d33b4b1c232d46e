// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, sentTo, stubApi } from '@/web/test-support'
import { ReviewPanel } from './review-panel'

const id = '0b6f3c1e-5d2a-4e8f-9a1b-2c3d4e5f6a7b'
const held: ComponentProps<typeof ReviewPanel>['order'] = {
  id,
  orderNumber: 1042,
  totalPriceCents: 1549,
  customerName: 'Ser Grumblesworth',
  reviewReason: 'grievance: No addresses, phone numbers or “I know where you live”',
  reviewFindings: [{ field: 'grievance', rule: 'doxxing', match: 'doxxing.phone-number', action: 'hold' }],
  heldAt: '2025-05-01T10:06:00.000Z',
}

function renderPanel(onChange = vi.fn()) {
  renderWithProviders(<ReviewPanel order={held} onChange={onChange} />, '/', { queries: true })
  return onChange
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ReviewPanel', () => {
  it('says why the order was held, what the screen found and that nothing is sent before approval', () => {
    stubApi({})
    renderPanel()
    const panel = screen.getByRole('region', { name: 'Needs review' })
    expect(panel.textContent).toContain(`Why it was held: ${held.reviewReason}`)
    const finding = within(screen.getByRole('list', { name: 'What the screen found' })).getByRole('listitem')
    expect(finding.textContent).toContain('grievance: No addresses, phone numbers or “I know where you live”')
    expect(within(finding).getByText('doxxing.phone-number').className).toContain('text-xs')
    expect(panel.textContent).toContain('Nothing is sealed or sent until someone approves it.')
    expect(panel.textContent).toContain('edit the scroll below: the new revision is kept')
  })

  it('approves after a confirmation, then says so and refreshes the order', async () => {
    const fetch = stubApi({ [`POST /api/staff/orders/${id}/approve`]: () => ({ status: 200, body: {} }) })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const onChange = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Approve and Send' }))
    expect(confirm).toHaveBeenCalledWith(
      'Approve order No. 1042? Its scrolls are sealed and sent as they read now.',
    )
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Approve and Send' }))
    expect(await screen.findByText('Approved; the scrolls are being sealed and sent')).toBeTruthy()
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('says someone else decided first when the server answers 409, and refreshes', async () => {
    stubApi({
      [`POST /api/staff/orders/${id}/approve`]: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Only an order held for review can be approved.' } },
      }),
    })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const onChange = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Approve and Send' }))
    expect(await screen.findByText('The order was not approved')).toBeTruthy()
    expect(
      screen.getByText('Someone else decided this order first; the page now shows where it stands.'),
    ).toBeTruthy()
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('refuses under the rule chosen in the dialog, after a confirmation naming it and the refund', async () => {
    const fetch = stubApi({
      [`POST /api/staff/orders/${id}/refuse`]: () => ({
        status: 200,
        body: { refunded: true, status: 'refunded' },
      }),
    })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const onChange = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Refuse and Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refuse and Refund' })
    // the rule the screen named is chosen to start with; staff may choose another
    expect(
      within(dialog)
        .getByRole('radio', { name: /No addresses, phone numbers/ })
        .matches(':checked'),
    ).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: /No threats of real harm/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse and Refund' }))
    expect(confirm).toHaveBeenCalledWith(
      'Refuse order No. 1042 under “No threats of real harm” and refund $15.49 to Ser Grumblesworth? Nothing is sent, and this cannot be undone.',
    )
    expect(
      await screen.findByText('Refused and refunded in full; the customer is told by email'),
    ).toBeTruthy()
    expect(sentTo(fetch, `POST /api/staff/orders/${id}/refuse`)).toEqual([{ rule: 'threat' }])
    expect(onChange).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the dialog open and shows the server’s message when the refund fails', async () => {
    stubApi({
      [`POST /api/staff/orders/${id}/refuse`]: () => ({
        status: 502,
        body: { error: { code: 'refund_failed', message: 'The payment provider did not refund it.' } },
      }),
    })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const onChange = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Refuse and Refund' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse and Refund' }))
    expect(await screen.findByText('The payment provider did not refund it.')).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })
})
