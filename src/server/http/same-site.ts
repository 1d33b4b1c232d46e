import type { Context } from 'hono'
import type { Config } from '../config'
import { publicOrigin } from './public-origin'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request may change state: reading is always fine; otherwise the browser must name the
 * shop's own origin (every browser sends Origin on such requests), or say the request is same-origin.
 * SameSite=Lax cookies alone would let a sibling subdomain through, since it counts as the same site.
 */
export function isSameOriginOrSafe(c: Context, config: Config): boolean {
  if (safeMethods.has(c.req.method)) return true
  const origin = c.req.header('origin')
  if (!origin) return c.req.header('sec-fetch-site') === 'same-origin'
  return origin === publicOrigin(c, config)
}
