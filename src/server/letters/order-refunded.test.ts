import { describe, expect, it } from 'vitest'
import { codeRules } from '@/domain/scribes-code'
import { proofread } from '@/domain/text/proofread'
import { orderRefundedEmail } from './order-refunded'

const refund = {
  reference: '6F1C2A4E',
  customerName: 'The Duchess',
  productName: 'Classic Scroll',
  totalCents: 1349,
}

describe('orderRefundedEmail', () => {
  it('says the order is refunded, how much, and how it comes back', () => {
    const email = orderRefundedEmail(refund)
    expect(email.subject).toBe('Thy order #6F1C2A4E is refunded')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain(
      'refunded thy Classic Scroll (order #6F1C2A4E) in full: $13.49 is on its way back',
    )
    expect(email.html).toContain('>$13.49</strong> is on its way back to thee')
    expect(email.text).toContain('Order #6F1C2A4E. Questions? Write to')
    expect(proofread(email.text)).toEqual([])
  })

  it('says why a late early-bird payment came back, how much, and where to order again', () => {
    const email = orderRefundedEmail({
      ...refund,
      lateForEarlyBird: { holdMinutes: 10, shopUrl: 'https://scrollsoffury.shop/' },
    })
    expect(email.subject).toBe('Thy payment for scroll #6F1C2A4E is refunded')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain(
      'The early-bird price of thy Classic Scroll (order #6F1C2A4E) was held for 10 minutes',
    )
    expect(email.text).toContain('$13.49 has been refunded in full, the same way thou didst pay')
    expect(email.text).toContain('https://scrollsoffury.shop/')
    expect(email.text).toContain('Scroll #6F1C2A4E. Questions? Write to')
    expect(email.html).toContain('>$13.49</strong> has been refunded in full')
    expect(proofread(email.text)).toEqual([])
  })

  it('says how much of the payment a part refund gave back, and quotes the reason', () => {
    const email = orderRefundedEmail({
      ...refund,
      part: { amountCents: 500, refundedCents: 500 },
      reason: 'The raven was\nlate by two days.',
    })
    expect(email.subject).toBe('Part of thy order #6F1C2A4E is refunded')
    expect(email.text).toContain(
      'The scribes have refunded $5.00 of the $13.49 thou didst pay for thy Classic Scroll (order #6F1C2A4E).',
    )
    expect(email.text).toContain('The rest of thy order stands as it was.')
    expect(email.text).toContain('The scribes’ reason: “The raven was late by two days.”')
    expect(email.html).toContain('>$5.00</strong> of the $13.49 thou didst pay')
    expect(proofread(email.text)).toEqual([])
  })

  it('says the rest came back when a last refund makes the whole payment', () => {
    const email = orderRefundedEmail({
      ...refund,
      part: { amountCents: 849, refundedCents: 1349 },
      reason: 'The scroll never reached its recipient.',
    })
    expect(email.subject).toBe('Thy order #6F1C2A4E is refunded')
    expect(email.text).toContain(
      'The scribes have refunded the rest of thy Classic Scroll (order #6F1C2A4E): $8.49',
    )
    expect(email.text).toContain('With it, all $13.49 thou didst pay has been refunded.')
    expect(email.text).not.toContain('stands as it was')
    expect(proofread(email.text)).toEqual([])
  })

  it.each(codeRules)('names the rule of the Scribes’ Code a refused order broke (%s)', (rule) => {
    const email = orderRefundedEmail({ ...refund, refusedFor: rule })
    expect(email.subject).toBe('Thy order #6F1C2A4E is refunded')
    expect(email.text).toContain('A scribe read thy Classic Scroll (order #6F1C2A4E) before sealing it')
    expect(email.text).toContain('Nothing was sent to anyone, and $13.49 has been refunded in full')
    expect(proofread(email.text)).toEqual([])
  })
})
