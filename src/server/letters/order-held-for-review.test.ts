import { describe, expect, it } from 'vitest'
import { proofread } from '@/domain/text/proofread'
import { orderHeldForReviewEmail } from './order-held-for-review'

describe('orderHeldForReviewEmail', () => {
  const email = orderHeldForReviewEmail({
    reference: '6F1C2A4E',
    customerName: 'The Duchess',
    productName: 'Classic Scroll',
    codeUrl: 'https://scrollsoffury.shop/scribes-code',
  })

  it('says a person reads the order before anything is sent, and that delivery counts from approval', () => {
    expect(email.subject).toBe('A scribe is reading thy order #6F1C2A4E')
    expect(email.text).toContain('Hail, Duchess!')
    expect(email.text).toContain('Nothing is sent until it is approved')
    expect(email.text).toContain('counts from the moment it is')
    expect(email.text).toContain('https://scrollsoffury.shop/scribes-code')
    expect(proofread(email.text)).toEqual([])
  })
})
