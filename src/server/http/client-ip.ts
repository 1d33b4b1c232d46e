import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The client's address; X-Forwarded-For is believed only behind a proxy the operator trusts. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // requests made in-process (app.request in tests) have no socket
    return 'local'
  }
}
