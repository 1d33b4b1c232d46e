import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { createPayment, sessionIdOf } from './support/orders'
import { signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

// answers that name a customer, an order or a member of staff are kept by no browser or cache between
let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop()
})
afterAll(() => shop?.stop())

const cacheControlOf = (response: Response) => response.headers.get('cache-control')

describe('Cache-Control on answers with personal data', () => {
  it('is no-store on an order, its checkout and its payment', async () => {
    const created = await shop.post('/api/payments', classicRequest())
    expect(created.status).toBe(201)
    expect(cacheControlOf(created)).toBe('no-store')
    const checkout = (await created.json()) as { url: string; orderId: string }
    const order = await shop.app.request(`/api/orders/${checkout.orderId}`)
    expect(order.status).toBe(200)
    expect(cacheControlOf(order)).toBe('no-store')
    const page = await shop.app.request(`/api/test-checkout/${sessionIdOf(checkout)}`)
    expect(cacheControlOf(page)).toBe('no-store')
    const verified = await shop.post('/api/verify-payment', {
      session_id: sessionIdOf(checkout),
      order_id: checkout.orderId,
    })
    expect(cacheControlOf(verified)).toBe('no-store')
  })

  it('is no-store on an order placed to pay later, and on an error about one', async () => {
    const placed = await shop.post('/api/orders', classicRequest())
    expect(placed.status).toBe(201)
    expect(cacheControlOf(placed)).toBe('no-store')
    const missing = await shop.app.request('/api/orders/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(cacheControlOf(missing)).toBe('no-store')
  })

  it('is no-store on the session and the staff screens', async () => {
    const admin = await signedInAs(shop, 'admin')
    const session = await admin.get('/api/auth/get-session')
    expect(session.status).toBe(200)
    expect(cacheControlOf(session)).toBe('no-store')
    const staff = await admin.get('/api/staff/users')
    expect(staff.status).toBe(200)
    expect(cacheControlOf(staff)).toBe('no-store')
    const quote = await shop.app.request(`/api/commission-quotes/${'q'.repeat(43)}`)
    expect(cacheControlOf(quote)).toBe('no-store')
  })

  it('leaves a route that says how its answer is kept as it said, and public answers alone', async () => {
    const admin = await signedInAs(shop, 'admin')
    await createPayment(shop, classicRequest())
    const exported = await admin.get('/api/staff/orders/export')
    expect(exported.status).toBe(200)
    expect(cacheControlOf(exported)).toBe('private, no-store')
    expect((await exported.text()).length).toBeGreaterThan(0)
    expect(cacheControlOf(await shop.app.request('/api/health'))).toBeNull()
  })
})
