import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { errorBody, HttpError } from './errors'
import { rateLimit } from './rate-limit'

function appWithLimit(now: () => number) {
  const app = new Hono()
  app.use(rateLimit({ limit: 2, windowMs: 60_000, key: (c) => c.req.header('x-client') ?? '', now }))
  app.get('/', (c) => c.text('ok'))
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json(errorBody(error.code, error.message), error.status)
      : c.text('boom', 500),
  )
  return app
}

describe('rateLimit', () => {
  it('allows the limit per client per window, then 429 until the window ends', async () => {
    let time = 1_000
    const app = appWithLimit(() => time)
    const get = (client: string) => app.request('/', { headers: { 'x-client': client } })
    expect((await get('a')).status).toBe(200)
    expect((await get('a')).status).toBe(200)
    const limited = await get('a')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect((await get('b')).status).toBe(200)
    time += 30_000
    expect((await get('a')).headers.get('retry-after')).toBe('30')
    time += 30_000
    expect((await get('a')).status).toBe(200)
  })
})
