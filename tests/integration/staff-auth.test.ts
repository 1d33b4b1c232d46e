import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitWindows, users } from '@/server/db/schema'
import { secretFromTotpUri, totpCode } from '../support/totp'
import { Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(async () => {
  await shop?.stop()
})

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code

describe('signing up and signing in', () => {
  it('makes an account with no staff rights, whatever the request says', async () => {
    const browser = new Browser(shop)
    const asking = await browser.post('/api/auth/sign-up/email', {
      email: 'Mallory@Example.com',
      password: 'a-long-password',
      name: 'Mallory',
      role: 'admin',
    })
    expect(asking.status).toBe(400)
    await browser.signUp('mallory@example.com')
    const [account] = await shop.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'mallory@example.com'))
    expect(account?.role).toBe('user')
    const staffList = await browser.get('/api/staff/users')
    expect(staffList.status).toBe(403)
    expect(await errorCode(staffList)).toBe('forbidden')
  })

  it('refuses a second account with the same email', async () => {
    await new Browser(shop).signUp('twice@example.com')
    const again = await new Browser(shop).post('/api/auth/sign-up/email', {
      email: 'TWICE@example.com',
      password: 'another-password',
      name: 'Twice',
    })
    expect(again.status).toBe(422)
  })

  it('answers 401 to a staff route without a session', async () => {
    const response = await new Browser(shop).get('/api/staff/users')
    expect(response.status).toBe(401)
    expect(await errorCode(response)).toBe('unauthenticated')
  })

  it('keeps better-auth’s own admin endpoints closed, even to an admin', async () => {
    const admin = await signedInAs(shop, 'admin')
    expect((await admin.get('/api/auth/admin/list-users')).status).toBe(404)
    expect(
      (await admin.post('/api/auth/admin/set-role', { userId: admin.email, role: 'admin' })).status,
    ).toBe(404)
  })
})

describe('the Users screen’s API', () => {
  it('lets an admin find an account, grant staff, and revoke it', async () => {
    const admin = await signedInAs(shop, 'admin')
    const clerk = new Browser(shop)
    await clerk.signUp('clerk@example.com')
    await clerk.signIn('clerk@example.com')
    expect((await clerk.get('/api/staff/users')).status).toBe(403)

    const found = (await (await admin.get('/api/staff/users?search=CLERK')).json()) as {
      users: Array<{ id: string; email: string; role: string }>
      total: number
    }
    expect(found.total).toBe(1)
    const id = found.users[0]?.id
    const granted = await admin.patch(`/api/staff/users/${id}`, { role: 'admin' })
    expect(granted.status).toBe(200)
    // the role counts from the next request, on the session the clerk already has
    expect((await clerk.get('/api/staff/users')).status).toBe(200)

    await admin.patch(`/api/staff/users/${id}`, { role: 'user' })
    expect((await clerk.get('/api/staff/users')).status).toBe(403)
  })

  it('bans an account, which signs it out at once and keeps it out', async () => {
    const admin = await signedInAs(shop, 'admin')
    const other = await signedInAs(shop, 'staff')
    const [row] = await shop.services.db.select().from(users).where(eq(users.email, other.email))
    const banned = await admin.patch(`/api/staff/users/${row?.id}`, {
      banned: true,
      banReason: 'left the guild',
    })
    expect(banned.status).toBe(200)
    expect((await other.get('/api/staff/users')).status).toBe(401)
    expect((await other.signIn(other.email)).status).toBe(403)
  })

  it('signs an account out everywhere', async () => {
    const admin = await signedInAs(shop, 'admin')
    const staff = await signedInAs(shop, 'admin')
    const [row] = await shop.services.db.select().from(users).where(eq(users.email, staff.email))
    const response = await admin.post(`/api/staff/users/${row?.id}/sign-out-everywhere`)
    expect(((await response.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(1)
    expect((await staff.get('/api/staff/users')).status).toBe(401)
  })

  it('does not let an admin demote or ban themself', async () => {
    const admin = await signedInAs(shop, 'admin')
    const [row] = await shop.services.db.select().from(users).where(eq(users.email, admin.email))
    const response = await admin.patch(`/api/staff/users/${row?.id}`, { role: 'staff' })
    expect(response.status).toBe(409)
  })

  it('names the field of a bad change', async () => {
    const admin = await signedInAs(shop, 'admin')
    const response = await admin.patch('/api/staff/users/not-an-id', { role: 'emperor' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['id']))
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing staff request from another site', async () => {
    const admin = await signedInAs(shop, 'admin')
    const [row] = await shop.services.db.select().from(users).where(eq(users.email, admin.email))
    const forged = await admin.request(`/api/staff/users/${row?.id}/sign-out-everywhere`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect((await admin.get('/api/staff/users')).status).toBe(200)
  })

  it('refuses a sign-in posted from another site', async () => {
    await new Browser(shop).signUp('victim@example.com')
    const forged = await new Browser(shop, 'https://evil.example').signIn('victim@example.com')
    expect(forged.status).toBe(403)
  })
})

describe('two-factor sign-in', () => {
  async function enrol(browser: Browser, password = 'a-long-password') {
    const enabled = (await (await browser.post('/api/auth/two-factor/enable', { password })).json()) as {
      totpURI: string
      backupCodes: string[]
    }
    const secret = secretFromTotpUri(enabled.totpURI)
    // the first code confirms the enrolment; it is then used up
    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    return { secret, backupCodes: enabled.backupCodes }
  }

  it('asks for a code after the password, and refuses the same code twice', async () => {
    const staff = await signedInAs(shop, 'staff')
    const { secret } = await enrol(staff)

    const signingIn = new Browser(shop)
    const first = (await (await signingIn.signIn(staff.email)).json()) as { twoFactorRedirect?: boolean }
    expect(first.twoFactorRedirect).toBe(true)
    expect((await signingIn.get('/api/staff/users')).status).toBe(401)

    // the enrolment used the current step's code: the next step's is still valid and unused
    const code = totpCode(secret, Date.now(), 1)
    const verified = await signingIn.post('/api/auth/two-factor/verify-totp', { code })
    expect(verified.status, await verified.clone().text()).toBe(200)

    // someone who saw the code tries it within its time step
    const thief = new Browser(shop)
    await thief.signIn(staff.email)
    const replayed = await thief.post('/api/auth/two-factor/verify-totp', { code })
    expect(replayed.status).toBe(401)
    expect(((await replayed.json()) as { message: string }).message).toMatch(/already been used/)
  })

  it('takes a backup code once, in place of the app', async () => {
    const staff = await signedInAs(shop, 'staff')
    const { backupCodes } = await enrol(staff)
    const code = backupCodes[0] as string
    const first = new Browser(shop)
    await first.signIn(staff.email)
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code })
    expect(used.status, await used.clone().text()).toBe(200)
    expect((await first.get('/api/staff/me')).status).toBe(200)

    const second = new Browser(shop)
    await second.signIn(staff.email)
    expect((await second.post('/api/auth/two-factor/verify-backup-code', { code })).status).toBe(401)
  })

  it('keeps a staff member without a second factor to its enrolment when the shop requires one', async () => {
    const strictShop = await startTestShop({ STAFF_REQUIRE_2FA: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    try {
      const admin = await signedInAs(strictShop, 'admin')
      const refused = await admin.get('/api/staff/users')
      expect(refused.status).toBe(403)
      expect(await errorCode(refused)).toBe('two_factor_required')
      await enrol(admin)
      expect((await admin.get('/api/staff/users')).status).toBe(200)
    } finally {
      await strictShop.stop()
    }
  })
})

describe('locking an account after failed sign-ins', () => {
  const signIn = (email: string, password: string) => new Browser(shop).signIn(email, password)
  const statusesOf = async (attempts: Array<Promise<Response>>) =>
    (await Promise.all(attempts)).map((response) => response.status)
  // the account's row in the rate limits' table, keyed by a hash of its normalised email
  const keyOf = (email: string) => `sign-in ${createHash('sha256').update(email).digest('hex')}`
  const rowOf = async (email: string) =>
    (
      await shop.services.db
        .select()
        .from(rateLimitWindows)
        .where(eq(rateLimitWindows.key, keyOf(email)))
    )[0]
  // as waiting the lock out would: its failures are still remembered for the 15 minutes after
  const waitOutLock = (email: string) =>
    shop.services.db
      .update(rateLimitWindows)
      .set({ resetsAt: sql`now() + interval '15 minutes'` })
      .where(eq(rateLimitWindows.key, keyOf(email)))
  const fail = async (email: string, times: number) => {
    const statuses = []
    for (let i = 0; i < times; i++) statuses.push((await signIn(email, 'a-wrong-password')).status)
    return statuses
  }

  it('refuses even the right password after five failures, saying how long to wait', async () => {
    await new Browser(shop).signUp('lockme@example.com')
    expect(await fail('lockme@example.com', 5)).toEqual([401, 401, 401, 401, 401])
    const locked = await signIn('lockme@example.com', 'a-long-password')
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many failed sign-ins for this account. Please wait 5 minutes and try again.',
      },
    })
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(240)
    expect(retryAfter).toBeLessThanOrEqual(300)
    // the email as typed in another case, with spaces, is the same account
    expect((await signIn('  LockMe@Example.COM ', 'a-long-password')).status).toBe(429)
    const row = await rowOf('lockme@example.com')
    expect(row?.hits).toBe(5)
    expect(row?.key).not.toContain('lockme')
    // another account is not held back
    await new Browser(shop).signUp('unlocked@example.com')
    expect((await signIn('unlocked@example.com', 'a-long-password')).status).toBe(200)
  })

  it('lets the right password in once the lock has passed, which forgets the failures', async () => {
    await waitOutLock('lockme@example.com')
    expect((await signIn('lockme@example.com', 'a-long-password')).status).toBe(200)
    expect(await rowOf('lockme@example.com')).toBeUndefined()
  })

  it('locks for twice as long after a failure that follows a lock', async () => {
    await new Browser(shop).signUp('twice-locked@example.com')
    await fail('twice-locked@example.com', 5)
    await waitOutLock('twice-locked@example.com')
    expect(await fail('twice-locked@example.com', 1)).toEqual([401])
    const locked = await signIn('twice-locked@example.com', 'a-long-password')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(540)
    expect(((await locked.json()) as { error: { message: string } }).error.message).toContain('10 minutes')
  })

  it('starts counting again after a success', async () => {
    await new Browser(shop).signUp('forgetful@example.com')
    expect(await fail('forgetful@example.com', 4)).toEqual([401, 401, 401, 401])
    expect((await signIn('forgetful@example.com', 'a-long-password')).status).toBe(200)
    expect(await fail('forgetful@example.com', 4)).toEqual([401, 401, 401, 401])
    expect((await signIn('forgetful@example.com', 'a-long-password')).status).toBe(200)
  })

  it('checks no more than five passwords of a burst of guesses sent at once', async () => {
    await new Browser(shop).signUp('burst@example.com')
    const statuses = await statusesOf(
      Array.from({ length: 12 }, () => signIn('burst@example.com', 'a-wrong-password')),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })
})

describe('rate limits', () => {
  it('limits sign-in attempts per client address, in the database', async () => {
    const limited = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '3' })
    try {
      const attempt = (ip: string) =>
        new Browser(limited).request('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: 'nobody@example.com', password: 'wrong-password' },
          headers: { 'x-shop-client-ip': ip, 'x-forwarded-for': ip },
        })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await attempt(`203.0.113.${i}`)).status)
      // the headers are the client's own: without TRUST_PROXY they are not believed, so all share one bucket
      expect(statuses).toEqual([401, 401, 401, 429])
      const rows = await limited.services.db.query.authRateLimits.findMany()
      expect(rows.length).toBeGreaterThan(0)
    } finally {
      await limited.stop()
    }
  })

  it('counts each forwarded address on its own behind a trusted proxy', async () => {
    const proxied = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' })
    try {
      const attempt = (ip: string) =>
        new Browser(proxied).request('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: 'nobody@example.com', password: 'wrong-password' },
          headers: { 'x-forwarded-for': ip },
        })
      const first = [
        await attempt('198.51.100.1'),
        await attempt('198.51.100.1'),
        await attempt('198.51.100.1'),
      ]
      expect(first.map((response) => response.status)).toEqual([401, 401, 429])
      expect(Number(first[2]?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await first[2]?.json()).toMatchObject({ error: { code: 'rate_limited' } })
      expect((await attempt('198.51.100.2')).status).toBe(401)
    } finally {
      await proxied.stop()
    }
  })

  it('counts the failed sign-ins of one account from many addresses together', async () => {
    const proxied = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' })
    try {
      await new Browser(proxied).signUp('guarded@example.com')
      const attempt = (ip: string, password: string) =>
        new Browser(proxied).request('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: 'guarded@example.com', password },
          headers: { 'x-forwarded-for': ip },
        })
      const statuses = []
      for (let i = 1; i <= 5; i++)
        statuses.push((await attempt(`198.51.100.${i}`, 'a-wrong-password')).status)
      expect(statuses).toEqual([401, 401, 401, 401, 401])
      const fresh = await attempt('198.51.100.99', 'a-long-password')
      expect(fresh.status).toBe(429)
      expect(await fresh.json()).toMatchObject({
        error: { message: expect.stringContaining('this account') },
      })
    } finally {
      await proxied.stop()
    }
  })
})
