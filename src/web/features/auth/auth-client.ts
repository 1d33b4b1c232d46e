/**
 * The few better-auth endpoints the pages call, with plain fetch: its client library would weigh more
 * than the sign-in page itself. better-auth answers errors as `{ message, code }`.
 */
import type { StaffRole } from '@/domain/staff-roles'

export type SessionUser = {
  id: string
  name: string
  email: string
  role: StaffRole
  twoFactorEnabled: boolean
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json = (await response.json().catch(() => null)) as
    | (T & { message?: string; code?: string; error?: { message?: string; code?: string } })
    | null
  if (!response.ok) {
    const message = json?.message ?? json?.error?.message ?? `The request failed (${response.status})`
    const code = json?.code ?? json?.error?.code ?? 'UNKNOWN'
    if (response.status === 429)
      throw new AuthError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute.')
    throw new AuthError(response.status, code, message)
  }
  return json as T
}

export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect?: false; user: SessionUser }

export const signIn = (email: string, password: string) =>
  call<SignInResult>('/sign-in/email', { email, password, rememberMe: true })

export const signUp = (name: string, email: string, password: string) =>
  call<{ user: SessionUser }>('/sign-up/email', { name, email, password })

export const signOut = () => call<{ success: boolean }>('/sign-out', {})

export const verifyTotp = (code: string) =>
  call<{ user: SessionUser }>('/two-factor/verify-totp', { code: code.replace(/\s/g, '') })

export const verifyBackupCode = (code: string) =>
  call<{ user: SessionUser }>('/two-factor/verify-backup-code', { code: code.trim() })

export const enableTwoFactor = (password: string) =>
  call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password })

export async function currentSession(): Promise<SessionUser | null> {
  const session = await call<{ user: SessionUser } | null>('/get-session')
  return session?.user ?? null
}

/** better-auth's code for a sign-up with an email it already knows */
export const isEmailTaken = (error: unknown) =>
  error instanceof AuthError && /USER_ALREADY_EXISTS/.test(error.code)
