import { describe, expect, it } from 'vitest'
import { mayMove, orderMoves, orderStatuses, scrollNumber, statusBefore } from './order-lifecycle'

describe('the order lifecycle', () => {
  it('moves forward through fulfilment one status at a time', () => {
    expect(mayMove('pending_payment', 'paid')).toBe(true)
    expect(mayMove('paid', 'drafted')).toBe(true)
    expect(mayMove('drafted', 'sent')).toBe(true)
    expect(mayMove('sent', 'completed')).toBe(true)
    expect(mayMove('paid', 'sent')).toBe(false)
    expect(mayMove('paid', 'completed')).toBe(false)
  })

  it('never goes back to unpaid, and never leaves cancelled or refunded', () => {
    for (const from of orderStatuses) expect(mayMove(from, 'pending_payment')).toBe(false)
    expect(orderMoves.cancelled).toEqual([])
    expect(orderMoves.refunded).toEqual([])
  })

  it('refunds only what was paid, and retries a failed order from where it stopped', () => {
    const refundable = orderStatuses.filter((status) => mayMove(status, 'refunded'))
    expect(refundable).toEqual(['paid', 'drafted', 'sent', 'completed', 'held', 'failed'])
    expect(orderMoves.failed).toEqual(expect.arrayContaining(['paid', 'drafted', 'sent']))
    expect(mayMove('pending_payment', 'refunded')).toBe(false)
  })

  it('holds a written scroll for a person, who approves it back to paid or refuses it with a refund', () => {
    expect(orderStatuses.filter((status) => mayMove(status, 'held'))).toEqual(['paid', 'drafted'])
    expect(orderMoves.held).toEqual(['paid', 'refunded'])
    expect(statusBefore('render')).toBe('paid')
  })

  it('has no move to the status an order is already in', () => {
    for (const status of orderStatuses) expect(mayMove(status, status)).toBe(false)
  })
})

describe('scrollNumber', () => {
  it("numbers a single order's scroll and a bundle's first scroll alike, from 1", () => {
    expect([0, 1, 2, 3].map(scrollNumber)).toEqual([1, 1, 2, 3])
  })
})
