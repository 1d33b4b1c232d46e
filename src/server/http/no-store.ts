import type { MiddlewareHandler } from 'hono'

/**
 * The API's answers that carry personal data: orders and their payments, quotes, a customer's order page,
 * staff screens, sessions.
 */
export const privateApiPaths = [
  '/api/staff/*',
  '/api/orders/*',
  '/api/payments/*',
  '/api/verify-payment',
  '/api/test-checkout/*',
  '/api/commission-quotes/*',
  '/api/order-pages/*',
  '/api/auth/*',
]

/**
 * Tells browsers and any cache between to keep no copy of the answer, unless its route said how it may be
 * kept (a download's `private, no-store`).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store')
}
