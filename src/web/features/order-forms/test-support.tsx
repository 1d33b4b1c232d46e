import { type ApiRoutes, stubApi } from '@/web/test-support'

export const testOrderId = '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e'
export const testCheckoutUrl = 'http://shop.test/test-checkout/test_cs_abc'

/** The shop's API as an order form uses it: three early-bird places left, ROAST10 valid, BOOM failing. */
export function stubShopApi(overrides: ApiRoutes = {}) {
  return stubApi({
    'GET /api/early-bird': () => ({ status: 200, body: { percent: 10, limit: 10, remaining: 3 } }),
    'POST /api/discount-codes/check': (body) => {
      const { code } = body as { code: string }
      if (code === 'ROAST10') {
        const roast10 = { code, discountType: 'percentage', percent: 10, partnerSlug: 'sir-roastalot' }
        return { status: 200, body: roast10 }
      }
      if (code === 'BOOM')
        return { status: 500, body: { error: { code: 'internal_error', message: 'oops' } } }
      return { status: 404, body: { error: { code: 'not_found', message: 'Invalid discount code' } } }
    },
    'POST /api/payments': () => ({ status: 201, body: { url: testCheckoutUrl, orderId: testOrderId } }),
    ...overrides,
  })
}
