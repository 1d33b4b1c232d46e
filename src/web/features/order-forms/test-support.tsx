import type { ReactNode } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { publicOrder } from '@/web/features/checkout/public-order.fixture'
import { type ApiRoutes, renderWithProviders, stubApi } from '@/web/test-support'

export const testOrderId = '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e'
export const testCheckoutUrl = 'http://shop.test/test-checkout/test_cs_abc'

/** A Classic Scroll just placed, priced by the server, waiting to be paid. */
export const placedOrder = publicOrder({
  id: testOrderId,
  status: 'pending_payment',
  paymentStatus: 'pending',
  paidAt: null,
})

function ReviewPage() {
  const { search } = useLocation()
  return (
    <>
      <p>Review page</p>
      <p>{search}</p>
    </>
  )
}

/** An order form where its page is, and the review page it goes on to. */
export function renderForm(page: ReactNode, path = '/') {
  return renderWithProviders(
    <Routes>
      <Route path="/payment" element={<ReviewPage />} />
      <Route path="*" element={page} />
    </Routes>,
    path,
  )
}

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
    // the single-scroll forms place the order, then go on to review it
    'POST /api/orders': () => ({ status: 201, body: placedOrder }),
    ...overrides,
  })
}
