import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { paymentRefundedEmail } from './payment-refunded-email'

const refund = {
  orderNumber: 1042,
  customerName: 'The Duchess',
  productName: 'Classic Scroll',
  totalCents: 1349,
  holdMinutes: 10,
  shopUrl: 'https://scrollsoffury.shop/',
}

describe('paymentRefundedEmail', () => {
  it('says why the payment came back, how much, and where to order again', () => {
    const email = paymentRefundedEmail(refund)
    expect(email.subject).toBe('Thy payment for scroll No. 1042 is refunded')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain('was held for 10 minutes')
    expect(email.text).toContain('$13.49 has been refunded in full, the same way thou didst pay')
    expect(email.text).toContain('https://scrollsoffury.shop/')
    expect(email.html).toContain('>$13.49</strong> has been refunded in full')
    expect(proofread(email.text)).toEqual([])
  })
})
