import type { Context, Hono } from 'hono'
import { clientIp } from '../http/client-ip'
import { errorBody } from '../http/errors'
import type { AppEnv } from '../http/request-logger'
import { isSameOriginOrSafe } from '../http/same-site'
import type { Services } from '../services'
import { authBasePath, clientIpHeader } from './create-auth'
import { type SignInLockout, signInLockout } from './sign-in-lockout'

/**
 * better-auth's endpoints under /api/auth: sign-up, sign-in, sign-out, the session and the second factor.
 * Each request reaches it with the client address the shop decided (TRUST_PROXY), in a header no client
 * can set. The admin plugin's own endpoints stay closed: staff manage accounts through the shop's staff
 * API, behind the one access check every staff route has.
 */
export function mountAuthRoutes(app: Hono<AppEnv>, services: Services) {
  const lockout = signInLockout(services.db)
  app.all(`${authBasePath}/admin/*`, (c) => c.json(errorBody('not_found', 'Not found'), 404))
  app.on(['GET', 'POST'], `${authBasePath}/*`, async (c) => {
    // better-auth checks the origin only of requests that carry its cookies; a forged sign-in carries none
    if (!isSameOriginOrSafe(c, services.config)) {
      return c.json(errorBody('forbidden', 'Cross-site requests are refused.'), 403)
    }
    const headers = new Headers(c.req.raw.headers)
    headers.set(clientIpHeader, clientIp(c, services.config.TRUST_PROXY))
    // the body was already read off the socket (http/read-body.ts); it is handed over from Hono's cache
    const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined
    const signIn = await beginSignIn(c, lockout, body)
    if (signIn?.allowed === false) return accountLocked(c, signIn.retryAfterSeconds)
    const request = new Request(c.req.url, { method: c.req.method, headers, body })
    const response = await services.auth.handler(request)
    if (signIn?.allowed) await lockout.settle(signIn.key, response.status)
    return response.status === 429 ? tooManyAttempts(c, response) : response
  })
}

/** A password sign-in is counted against its account; any other auth request, or one naming no email, is not. */
async function beginSignIn(c: Context<AppEnv>, lockout: SignInLockout, body: ArrayBuffer | undefined) {
  if (!body || c.req.path !== `${authBasePath}/sign-in/email`) return undefined
  let email: unknown
  try {
    email = (JSON.parse(new TextDecoder().decode(body)) as { email?: unknown } | null)?.email
  } catch {
    // better-auth answers a body that is not JSON itself
    return undefined
  }
  return typeof email === 'string' && email.trim() !== '' ? lockout.begin(email) : undefined
}

function accountLocked(c: Context<AppEnv>, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json(
    errorBody(
      'rate_limited',
      `Too many failed sign-ins for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    ),
    429,
  )
}

// better-auth's limit says when to come back in X-Retry-After; the shop answers as its other limits do
function tooManyAttempts(c: Context<AppEnv>, response: Response) {
  c.header('Retry-After', response.headers.get('x-retry-after') ?? '60')
  return c.json(errorBody('rate_limited', 'Too many attempts. Please wait a minute and try again.'), 429)
}
