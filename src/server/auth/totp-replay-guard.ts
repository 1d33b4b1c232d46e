/**
 * Refuses a TOTP code that was already used. better-auth accepts a code as many times as it likes while
 * it is valid (its own step and one either side, about 90 seconds), so someone who watched a code being
 * typed could sign in with it too. Each code is claimed for its account before better-auth checks it;
 * a second claim of the same code within the time it stays valid fails. The claim is one insert on a
 * primary key, so two requests racing with the same code cannot both pass.
 */
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/database'
import { usedTotpCodes } from '../db/schema'

/** a code verifies in its own 30-second step and the steps either side of it */
const codeLifetimeMs = 3 * 30_000

export const totpAlreadyUsed = 'This code has already been used. Wait for the next one.'

export function totpReplayGuard(db: Db) {
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : ''
            const userId = await accountBeingVerified(ctx)
            // without a code or an account better-auth refuses the request itself
            if (!code || !userId) return
            const now = Date.now()
            await db
              .delete(usedTotpCodes)
              .where(
                and(
                  eq(usedTotpCodes.userId, userId),
                  lt(usedTotpCodes.usedAt, new Date(now - codeLifetimeMs)),
                ),
              )
            const claimed = await db
              .insert(usedTotpCodes)
              .values({ userId, code, usedAt: new Date(now) })
              .onConflictDoNothing()
              .returning({ code: usedTotpCodes.code })
            if (claimed.length === 0) {
              throw new APIError('UNAUTHORIZED', { message: totpAlreadyUsed, code: 'TOTP_CODE_ALREADY_USED' })
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** The signed-in account (enrolment), or the one half-way through signing in (its two-factor cookie). */
async function accountBeingVerified(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx)
  if (session) return session.user.id
  const cookie = ctx.context.createAuthCookie('two_factor')
  const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!token) return undefined
  const pending = await ctx.context.internalAdapter.findVerificationValue(token)
  return pending?.value
}
