import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { paymentRefundedEmail } from './payment-refunded-email'

const refund = {
  reference: '6F1C2A4E',
  customerName: 'The Duchess',
  productName: 'Classic Scroll',
  totalCents: 1349,
  holdMinutes: 10,
  shopUrl: 'https://scrollsoffury.shop/',
}

describe('paymentRefundedEmail', () => {
  it('says why the payment came back, how much, and where to order again', () => {
    const email = paymentRefundedEmail(refund)
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
})
