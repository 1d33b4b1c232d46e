import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startShop } from './shop-process'

export const benchAdmin = { email: 'bench-pages@scrollsoffury.test', password: 'a-bench-pages-password' }

/**
 * The whole shop as `npm start` serves it (embedded database, demo partners seeded), with an admin made
 * at start, for the page figures: bundle sizes, Lighthouse and axe. `signIn` answers the admin's session
 * as a Cookie header.
 */
export async function startPageShop(options: { port: number; name: string }) {
  const dataDir = path.resolve(import.meta.dirname, `../../.tmp/${options.name}`)
  await rm(dataDir, { recursive: true, force: true })
  const shop = await startShop({
    port: options.port,
    dataDir,
    env: { ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password },
  })
  return {
    url: shop.url,
    async signIn() {
      const response = await fetch(`${shop.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.url },
        body: JSON.stringify(benchAdmin),
      })
      if (!response.ok) throw new Error(`the bench admin could not sign in (${response.status})`)
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ')
    },
    async stop() {
      await shop.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type PageShop = Awaited<ReturnType<typeof startPageShop>>
