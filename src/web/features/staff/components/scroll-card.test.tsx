// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, sentTo, stubApi } from '@/web/test-support'
import { ScrollCard } from './scroll-card'

type Props = ComponentProps<typeof ScrollCard>

const orderId = '0b6f3c1e-5d2a-4e8f-9a1b-2c3d4e5f6a7b'
const deliveryId = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const draftsUrl = `POST /api/staff/orders/${orderId}/scrolls/${deliveryId}/drafts`

const sentScroll: Props['delivery'] = {
  id: deliveryId,
  orderId,
  position: 0,
  targetName: 'Gregory',
  recipientEmail: 'gregory@example.test',
  scroll: {
    title: 'A Proclamation',
    salutation: 'To Gregory,',
    paragraphs: [{ text: 'Thou hast eaten the last pie.' }],
    curse: 'May thy crust be ever soggy.',
    signOff: 'In wrath,',
    signature: 'One Who Was Wronged',
    sealLine: 'Sealed · Fierce Rebuke',
    pages: 1,
  },
  writtenBy: 'model',
  composedAt: '2025-05-01T10:00:00.000Z',
  pdfFileKey: 'orders/1042/0-r1.pdf',
  narrationFileKey: null,
  narrationFailure: null,
  narrationEmailedAt: null,
  renderedAt: '2025-05-01T10:01:00.000Z',
  messageId: '<scroll@scrollsoffury.shop>',
  revision: 1,
  earlierCopy: null,
  emailedAt: '2025-05-01T10:02:00.000Z',
  createdAt: '2025-05-01T09:59:00.000Z',
}

function renderCard(props: Partial<Props> = {}) {
  const onChange = vi.fn()
  renderWithProviders(
    <ScrollCard
      orderId={orderId}
      orderStatus="completed"
      delivery={sentScroll}
      onChange={onChange}
      {...props}
    />,
    '/',
    { queries: true },
  )
  return onChange
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ScrollCard', () => {
  it.each([
    ['engine', 'Written by the scribe engine'],
    ['model', 'Written by the language model'],
    ['staff', 'Edited by staff'],
  ] as const)('says in plain words who wrote the scroll (%s)', (writtenBy, words) => {
    stubApi({})
    renderCard({ delivery: { ...sentScroll, writtenBy } })
    expect(screen.getByText(words)).toBeTruthy()
  })

  it('writes a fresh draft of a sent scroll after a confirmation, and says it goes again', async () => {
    const fetch = stubApi({
      [draftsUrl]: () => ({ status: 201, body: { revision: 2, writtenBy: 'engine', resent: true } }),
    })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const onChange = renderCard()
    fireEvent.click(screen.getByRole('button', { name: 'Write a Fresh Draft' }))
    expect(confirm).toHaveBeenCalledWith(
      'Write scroll 1 again with the shop’s writer? It replaces this text and the new text is sent to gregory@example.test again.',
    )
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Write a Fresh Draft' }))
    expect(await screen.findByText('Revision 2 written by the scribe engine')).toBeTruthy()
    expect(screen.getByText('It is sealed and sent again now.')).toBeTruthy()
    expect(sentTo(fetch, draftsUrl)).toEqual([{ expectedRevision: 1 }])
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('says a held order’s fresh draft waits for the approval', async () => {
    stubApi({
      [draftsUrl]: () => ({ status: 201, body: { revision: 2, writtenBy: 'model', resent: false } }),
    })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderCard({ orderStatus: 'held', delivery: { ...sentScroll, emailedAt: null } })
    fireEvent.click(screen.getByRole('button', { name: 'Write a Fresh Draft' }))
    expect(confirm).toHaveBeenCalledWith(
      'Write scroll 1 again with the shop’s writer? It replaces this text and the new text is sent when the order is approved.',
    )
    expect(await screen.findByText('Revision 2 written by the language model')).toBeTruthy()
    expect(screen.getByText('It is sealed and sent when the order is approved.')).toBeTruthy()
  })

  it('says why no draft was written when the server refuses', async () => {
    stubApi({
      [draftsUrl]: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'This scroll is at revision 2 now.' } },
      }),
    })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderCard()
    fireEvent.click(screen.getByRole('button', { name: 'Write a Fresh Draft' }))
    expect(await screen.findByText('No fresh draft was written')).toBeTruthy()
  })

  it('offers a fresh draft only while the order is held or once the scroll went out', () => {
    stubApi({})
    const unsent = { ...sentScroll, emailedAt: null, renderedAt: null, pdfFileKey: null }
    renderCard({ orderStatus: 'held', delivery: unsent })
    expect(screen.queryByRole('button', { name: 'Write a Fresh Draft' })).not.toBeNull()
    cleanup()
    renderCard({ orderStatus: 'drafted', delivery: unsent })
    expect(screen.queryByRole('button', { name: 'Write a Fresh Draft' })).toBeNull()
    cleanup()
    renderCard({ orderStatus: 'refunded' })
    expect(screen.queryByRole('button', { name: 'Write a Fresh Draft' })).toBeNull()
  })
})
