import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { StaffRole } from '@/domain/staff-roles'
import { ensureAdmin } from '@/server/auth/ensure-admin'
import { users } from '@/server/db/schema'
import type { TestShop } from './test-shop'

/** The origin an in-process request comes from: the browser names it on every state-changing request. */
export const shopOrigin = 'http://localhost'

/** A browser's cookie jar for one account, enough for the shop's session cookies. */
export class Browser {
  private readonly cookies = new Map<string, string>()

  constructor(
    private readonly shop: TestShop,
    private readonly origin = shopOrigin,
  ) {}

  /** `body` goes out as JSON; `raw` as it is, such as a file upload, with the type in `headers`. */
  async request(
    path: string,
    init: { method?: string; body?: unknown; raw?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const method = init.method ?? (init.body === undefined && init.raw === undefined ? 'GET' : 'POST')
    const headers: Record<string, string> = { ...init.headers }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader()
    if (method !== 'GET') headers.origin ??= this.origin
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await this.shop.app.request(path, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      const expired = value === '' || attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()))
      if (expired) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
    return response
  }

  /** The Cookie header this browser sends, for a request made outside `request` (a real socket). */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get = (path: string) => this.request(path)
  post = (path: string, body: unknown = {}) => this.request(path, { method: 'POST', body })
  patch = (path: string, body: unknown) => this.request(path, { method: 'PATCH', body })

  async signUp(email: string, password = 'a-long-password', name = 'Sir Testalot') {
    const response = await this.post('/api/auth/sign-up/email', { email, password, name })
    expect(response.status, await response.clone().text()).toBe(200)
    return response
  }

  async signIn(email: string, password = 'a-long-password') {
    return this.post('/api/auth/sign-in/email', { email, password })
  }
}

let accounts = 0

/** A signed-in account with the given role, made the way the shop makes them. */
export async function signedInAs(shop: TestShop, role: StaffRole): Promise<Browser & { email: string }> {
  accounts += 1
  const email = `${role}-${accounts}-${Date.now()}@scrollsoffury.test`
  const password = 'a-long-password'
  if (role === 'admin') {
    await ensureAdmin(shop.services.auth, shop.services.db, { email, password })
  } else {
    await new Browser(shop).signUp(email, password)
    await shop.services.db.update(users).set({ role }).where(eq(users.email, email))
  }
  const browser = new Browser(shop)
  const response = await browser.signIn(email, password)
  expect(response.status, await response.clone().text()).toBe(200)
  return Object.assign(browser, { email })
}
