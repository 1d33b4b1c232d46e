import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notFoundHits } from '@/server/db/schema'
import { createPartner } from './support/factories'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ FORM_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' })
  await createPartner(shop.services.db, { slug: 'sir-roastalot' })
  await createPartner(shop.services.db, { slug: 'baron-banished', isActive: false })
})
afterAll(() => shop.stop())

const hitsFor = async (path: string) =>
  (await shop.services.db.select().from(notFoundHits).where(eq(notFoundHits.path, path)))[0]?.hits

describe('pages', () => {
  it('compresses the API documentation, not the API’s small JSON replies', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    const page = await shop.app.request('/api/docs', gzip)
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const docs = await shop.app.request('/api/openapi.json', gzip)
    expect(docs.headers.get('content-encoding')).toBe('gzip')
    const reply = await shop.app.request('/api/partners/sir-roastalot', gzip)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-encoding')).toBeNull()
    expect(await reply.json()).toMatchObject({ slug: 'sir-roastalot' })
  })

  it('answers an unknown page with the app and status 404, and counts the miss', async () => {
    const first = await shop.app.request('/dragons-lair?x=1')
    expect(first.status).toBe(404)
    expect(await first.text()).toContain('<div id="root">')
    await shop.app.request('/dragons-lair')
    expect(await hitsFor('/dragons-lair')).toBe(2)
  })

  it('answers an inactive or unknown partner’s page with 404', async () => {
    for (const path of ['/p/baron-banished', '/r/no-such-partner']) {
      expect((await shop.app.request(path)).status).toBe(404)
      expect(await hitsFor(path)).toBe(1)
    }
  })

  it('counts a miss reported by the app after in-app navigation', async () => {
    const response = await shop.post('/api/not-found-hits', { path: '/castle/secret' })
    expect(response.status).toBe(204)
    expect(await hitsFor('/castle/secret')).toBe(1)
    const bad = await shop.post('/api/not-found-hits', { path: 'no-slash' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: object } }).error.fields).toHaveProperty('path')
  })
})

describe('rate limits on public forms', () => {
  it('answers 429 with Retry-After past the per-minute limit, per client', async () => {
    const send = (ip: string) =>
      shop.app.request('/api/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ name: 'A', email: 'a@example.test', message: 'Hi' }),
      })
    const statuses = []
    for (let i = 0; i < 4; i += 1) statuses.push((await send('203.0.113.9')).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await send('203.0.113.9')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
    expect((await send('198.51.100.7')).status).toBe(201)
  })
})
