/**
 * Accounts, sessions and the second factor, by better-auth on the shop's own tables (decision 022).
 * Sessions live in httpOnly cookies, Secure when the shop is served over https. Sign-in, sign-up and the
 * second factor are rate limited per client address in the database, so the limits hold across
 * instances and restarts; the address is the one `clientIp` decides (TRUST_PROXY), handed over in a
 * header the shop sets on every request it passes to better-auth (`clientIpHeader`).
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, twoFactor } from 'better-auth/plugins'
import { shop } from '@/domain/shop'
import type { Config } from '../config'
import type { Db } from '../db/database'
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from '../db/schema'
import { configuredOrigin } from '../http/public-origin'
import { totpReplayGuard } from './totp-replay-guard'

/** Set by the shop on each request it hands to better-auth, replacing whatever the client sent. */
export const clientIpHeader = 'x-shop-client-ip'

export const authBasePath = '/api/auth'

export type AuthOptions = {
  db: Db
  config: Config
  secret: string
}

export function createAuth({ db, config, secret }: AuthOptions) {
  const perMinute = (max: number) => ({ window: 60, max })
  return betterAuth({
    appName: shop.name,
    secret,
    basePath: authBasePath,
    // without PUBLIC_URL the shop answers as whichever local address it was reached at
    baseURL: config.PUBLIC_URL ?? {
      allowedHosts: ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]:*'],
      protocol: 'http',
      fallback: configuredOrigin(config),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': perMinute(config.AUTH_RATE_LIMIT_PER_MINUTE),
        '/sign-up/email': perMinute(config.AUTH_RATE_LIMIT_PER_MINUTE),
        '/two-factor/*': perMinute(config.AUTH_RATE_LIMIT_PER_MINUTE),
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
      database: { generateId: 'uuid' },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: shop.name }),
      totpReplayGuard(db),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
