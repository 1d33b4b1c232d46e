/**
 * Who may call an API route, checked on the server. Each route declares its rule where it is defined
 * (`publicRoute`, `staffRoute(access, …)`); the rule also goes into the OpenAPI document as `x-access`,
 * where the authorisation matrix test reads it for every route.
 *
 * A staff route answers 401 without a session, 403 to an account without the role (or, with
 * STAFF_REQUIRE_2FA, without a second factor), and 403 to a state-changing request from another site
 * (`isSameOriginOrSafe`).
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { type Access, roleAllows, type StaffRole } from '@/domain/staff-roles'
import { HttpError } from '../http/errors'
import type { AppEnv } from '../http/request-logger'
import { isSameOriginOrSafe } from '../http/same-site'
import type { Services } from '../services'

export type StaffMember = {
  id: string
  name: string
  email: string
  role: StaffRole
  twoFactorEnabled: boolean
}

export type SignedIn = { user: StaffMember; sessionId: string }

export type StaffEnv = AppEnv & { Variables: { staff: StaffMember } }

/** What every API request may ask about its caller: read once, and only when a route asks. */
export type CallerEnv = AppEnv & { Variables: { caller: () => Promise<SignedIn | null>; services: Services } }

/** Gives each API request a lazy look-up of its session. */
export function identifyCaller(services: Services): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    let found: Promise<SignedIn | null> | undefined
    c.set('services', services)
    c.set('caller', () => {
      found ??= services.auth.api.getSession({ headers: c.req.raw.headers }).then((session) =>
        session
          ? {
              sessionId: session.session.id,
              user: {
                id: session.user.id,
                name: session.user.name,
                email: session.user.email,
                role: (session.user.role ?? 'user') as StaffRole,
                twoFactorEnabled: session.user.twoFactorEnabled === true,
              },
            }
          : null,
      )
      return found
    })
    await next()
  }
}

/** The middleware behind `staffRoute`: the caller must hold `access` (staff or admin). */
export function requireAccess(access: Exclude<Access, 'public'>): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const context = c as unknown as Context<CallerEnv>
    const signedIn = await context.var.caller()
    if (!signedIn) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.')
    const { user } = signedIn
    if (!roleAllows(user.role, access)) {
      throw new HttpError(403, 'forbidden', 'Access Denied. Your account does not have the role for this.')
    }
    const { config } = context.var.services
    if (config.STAFF_REQUIRE_2FA && !user.twoFactorEnabled) {
      throw new HttpError(
        403,
        'two_factor_required',
        'Set up two-factor authentication before using the back office.',
      )
    }
    if (!isSameOriginOrSafe(c, config)) {
      throw new HttpError(403, 'forbidden', 'Cross-site requests are refused.')
    }
    c.set('staff', user)
    await next()
  }
}

/** An API route anyone may call; the empty `security` says so in the document, too. */
export function publicRoute<const R extends RouteConfig>(route: R) {
  return createRoute({ ...route, 'x-access': 'public' as const, security: [] })
}

/** An API route for signed-in staff (`staff`, which admins also pass) or admins alone. */
export function staffRoute<const A extends Exclude<Access, 'public'>, const R extends RouteConfig>(
  access: A,
  route: R,
) {
  return createRoute({
    ...route,
    middleware: [requireAccess(access)] as const,
    'x-access': access,
    security: [{ session: [] }],
  })
}
