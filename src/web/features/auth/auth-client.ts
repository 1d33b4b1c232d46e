/**
 * The few better-auth endpoints the pages call, with plain fetch: its client library would weigh more
 * than the sign-in page itself. better-auth answers errors as `{ message, code }`. Its replies are checked
 * by hand for what the pages read: zod would add 24 KB to the sign-in page's first load (decision 016).
 */
import { type StaffRole, staffRoles } from '@/domain/staff-roles'
import type { Auth } from '@/server/auth/create-auth'
import { readErrorBody } from '@/web/lib/api-error'
import { isRecord } from '@/web/lib/is-record'

type BetterAuthUser = Auth['$Infer']['Session']['user']

/**
 * What the pages read of better-auth's session user: its role, as one of the shop's. The field is named
 * from better-auth's own type, so a rename there leaves this type empty and fails the pages' type check.
 */
export type SessionUser = Record<Extract<keyof BetterAuthUser, 'role'>, StaffRole>

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** A reply's body as the page reads it, or undefined when it is not what better-auth sends. */
type Reader<T> = (json: unknown) => T | undefined

async function call<T>(path: string, read: Reader<T>, body?: unknown): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    // the shop says how long to wait: a minute for its limit per address, longer for a locked account
    if (response.status === 429) {
      const { message } = readErrorBody(json)
      throw new AuthError(429, 'RATE_LIMITED', message || 'Too many attempts. Please wait a minute.')
    }
    // better-auth's own `{ message, code }`, or the shop's `{ error }` from the routes in front of it
    const own = isRecord(json) ? json : {}
    const shop = readErrorBody(json)
    const message = typeof own.message === 'string' ? own.message : shop.message
    const code = typeof own.code === 'string' ? own.code : shop.code
    throw new AuthError(
      response.status,
      code ?? 'UNKNOWN',
      message ?? `The request failed (${response.status})`,
    )
  }
  const reply = read(json)
  if (reply === undefined)
    throw new AuthError(response.status, 'UNREADABLE_REPLY', 'The sign-in service answered unexpectedly.')
  return reply
}

// a role the shop does not know grants nothing, as on the server
const readUser = (value: unknown): SessionUser | undefined =>
  isRecord(value) ? { role: staffRoles.find((role) => role === value.role) ?? 'user' } : undefined

const readSignedIn: Reader<{ user: SessionUser }> = (json) => {
  const user = isRecord(json) ? readUser(json.user) : undefined
  return user && { user }
}

export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect?: false; user: SessionUser }

export const signIn = (email: string, password: string) =>
  call<SignInResult>(
    '/sign-in/email',
    (json) =>
      isRecord(json) && json.twoFactorRedirect === true ? { twoFactorRedirect: true } : readSignedIn(json),
    { email, password, rememberMe: true },
  )

export const signUp = (name: string, email: string, password: string) =>
  call('/sign-up/email', readSignedIn, { name, email, password })

// the reply says nothing the pages use: the cleared cookie is the sign-out
export const signOut = () => call('/sign-out', () => null, {})

export const verifyTotp = (code: string) =>
  call('/two-factor/verify-totp', readSignedIn, { code: code.replace(/\s/g, '') })

export const verifyBackupCode = (code: string) =>
  call('/two-factor/verify-backup-code', readSignedIn, { code: code.trim() })

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

export const enableTwoFactor = (password: string) =>
  call(
    '/two-factor/enable',
    (json) =>
      isRecord(json) && typeof json.totpURI === 'string' && isTextList(json.backupCodes)
        ? { totpURI: json.totpURI, backupCodes: json.backupCodes }
        : undefined,
    { password },
  )

/** better-auth's code for a sign-up with an email it already knows */
export const isEmailTaken = (error: unknown) =>
  error instanceof AuthError && /USER_ALREADY_EXISTS/.test(error.code)
