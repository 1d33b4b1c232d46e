import type { Context } from 'hono'
import type { Config } from '../config'

/** The shop's address for links that leave the page (checkout returns, emails). */
export function publicOrigin(c: Context, config: Config): string {
  return config.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(c.req.url).origin
}
