import type { Context } from 'hono'
import type { Config } from '../config'

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '')

/** The shop's address for links that leave the page (checkout returns, emails), within a request. */
export function publicOrigin(c: Context, config: Config): string {
  return config.PUBLIC_URL ? withoutTrailingSlash(config.PUBLIC_URL) : new URL(c.req.url).origin
}

/** The shop's address outside a request (a job's email): PUBLIC_URL, else its documented default. */
export function configuredOrigin(config: Config): string {
  return config.PUBLIC_URL ? withoutTrailingSlash(config.PUBLIC_URL) : `http://localhost:${config.PORT}`
}
