import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCOUNT_CHECKS_PER_MINUTE } from '@/domain/limits'
import { databaseRateLimitStore } from '@/server/http/rate-limit'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({
    FORM_RATE_LIMIT_PER_MINUTE: '2',
    ORDER_RATE_LIMIT_PER_MINUTE: '3',
    AUTH_RATE_LIMIT_PER_MINUTE: '2',
    TRUST_PROXY: 'true',
  })
})
afterAll(() => shop.stop())

// each case from an address of its own, so that one limit's count never spills into another's
const limited: Array<{ path: string; limit: number; client: string }> = [
  { path: '/api/contact-messages', limit: 2, client: '198.51.100.1' },
  { path: '/api/career-applications', limit: 2, client: '198.51.100.2' },
  { path: '/api/commission-requests', limit: 2, client: '198.51.100.3' },
  { path: '/api/discount-codes/check', limit: DISCOUNT_CHECKS_PER_MINUTE, client: '198.51.100.4' },
  { path: '/api/free-samples', limit: 30, client: '198.51.100.5' },
  { path: '/api/payments', limit: 3, client: '198.51.100.6' },
  { path: '/api/auth/sign-in/email', limit: 2, client: '198.51.100.7' },
  { path: '/api/auth/sign-up/email', limit: 2, client: '198.51.100.8' },
]

// what the shop's own pages send: the client's address (set by the trusted proxy) and the shop's origin
const fromBrowser = (client: string) => ({ 'x-forwarded-for': client, 'sec-fetch-site': 'same-origin' })

describe('rate limits', () => {
  it.each(limited)(
    '$path answers 429 with Retry-After past $limit a minute',
    async ({ path, limit, client }) => {
      // the bodies are wrong on purpose: a refused request counts as much as an accepted one
      const send = () => shop.post(path, { email: 'not-an-address' }, fromBrowser(client))
      for (let i = 0; i < limit; i++) expect((await send()).status).not.toBe(429)
      const refused = await send()
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } })
      // another client is not held back
      const other = await shop.post(path, { email: 'not-an-address' }, fromBrowser('203.0.113.9'))
      expect(other.status).not.toBe(429)
    },
  )

  it('counts a route once for every order, not once per order id', async () => {
    const client = { 'x-forwarded-for': '198.51.100.20' }
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await shop.post(`/api/orders/${crypto.randomUUID()}/payments`, {}, client)).status)
    }
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)
  })

  it('opens a new window once the last has ended, on the database clock', async () => {
    const store = databaseRateLimitStore(shop.services.db)
    const key = `window-test ${crypto.randomUUID()}`
    expect(await store.hit(key, 1000)).toMatchObject({ hits: 1 })
    const second = await store.hit(key, 1000)
    expect(second.hits).toBe(2)
    expect(second.resetsInMs).toBeGreaterThan(0)
    expect(second.resetsInMs).toBeLessThanOrEqual(1000)
    await new Promise((resolve) => setTimeout(resolve, second.resetsInMs + 50))
    expect(await store.hit(key, 1000)).toMatchObject({ hits: 1 })
  })

  it('counts concurrent requests exactly', async () => {
    const store = databaseRateLimitStore(shop.services.db)
    const key = `concurrent ${crypto.randomUUID()}`
    const windows = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000)))
    expect(windows.map((window) => window.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    )
  })
  it('counts a burst shared by two instances exactly, each request in its own place', async () => {
    // two stores are two instances: each counts its burst in a few statements, and together they agree
    const stores = [databaseRateLimitStore(shop.services.db), databaseRateLimitStore(shop.services.db)]
    const key = `two instances ${crypto.randomUUID()}`
    const windows = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 2]?.hit(key, 60_000)))
    expect(windows.map((window) => window?.hits).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    )
  })
})
