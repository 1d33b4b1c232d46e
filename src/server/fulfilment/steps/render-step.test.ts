import { describe, expect, it } from 'vitest'
import { bundleRequest } from '@/domain/order-request.fixtures'
import { storedOrder } from '../../orders/order-rows.fixtures'
import { scrollPdfMeta } from './render-step'

describe('what a sealed PDF names besides its text', () => {
  it('names a bundle’s scroll by its target’s scroll type, so a mixed bundle’s PDF is not just "Scroll"', () => {
    const royal = storedOrder(
      bundleRequest({
        bundleId: 'royal',
        targets: [{ name: 'Sir Loudmouth', scrollType: 'scroll-of-fury' }],
      }),
      '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f04',
      1042,
    )
    expect(royal.order.scrollType).toBe('bundle')
    expect(scrollPdfMeta(royal.order, 'scroll-of-fury').scrollType).toBe('scroll-of-fury')
    const starter = storedOrder(
      bundleRequest({ bundleId: 'starter' }),
      '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f05',
      1043,
    )
    expect(scrollPdfMeta(starter.order).scrollType).toBe('light-rant')
  })
})
