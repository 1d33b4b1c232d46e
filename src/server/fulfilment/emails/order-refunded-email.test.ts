import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { orderRefundedEmail } from './order-refunded-email'

describe('orderRefundedEmail', () => {
  it('says the order is refunded, how much, and how it comes back', () => {
    const email = orderRefundedEmail({
      reference: '6F1C2A4E',
      customerName: 'The Duchess',
      productName: 'Classic Scroll',
      totalCents: 1349,
    })
    expect(email.subject).toBe('Thy order #6F1C2A4E is refunded')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain(
      'refunded thy Classic Scroll (order #6F1C2A4E) in full: $13.49 is on its way back',
    )
    expect(email.html).toContain('>$13.49</strong> is on its way back to thee')
    expect(email.text).toContain('Order #6F1C2A4E. Questions? Write to')
    expect(proofread(email.text)).toEqual([])
  })
})
