import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { orderRefundedEmail } from './order-refunded-email'

describe('orderRefundedEmail', () => {
  it('says the order is refunded, how much, and how it comes back', () => {
    const email = orderRefundedEmail({
      orderNumber: 1042,
      customerName: 'The Duchess',
      productName: 'Classic Scroll',
      totalCents: 1349,
    })
    expect(email.subject).toBe('Thy order No. 1042 is refunded')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain('refunded thy Classic Scroll (No. 1042) in full: $13.49 is on its way back')
    expect(email.html).toContain('>$13.49</strong> is on its way back to thee')
    expect(proofread(email.text)).toEqual([])
  })
})
