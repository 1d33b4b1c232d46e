import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn } from './auth-client'

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('signIn', () => {
  it('says what the shop said when it refuses a locked account', async () => {
    const message = 'Too many failed sign-ins for this account. Please wait 5 minutes and try again.'
    vi.stubGlobal('fetch', answer(429, { error: { code: 'rate_limited', message } }))
    await expect(signIn('clerk@example.com', 'a-long-password')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message,
    })
  })

  it('falls back to its own words for a 429 that says nothing', async () => {
    vi.stubGlobal('fetch', answer(429, null))
    await expect(signIn('clerk@example.com', 'a-long-password')).rejects.toMatchObject({
      message: 'Too many attempts. Please wait a minute.',
    })
  })
})
