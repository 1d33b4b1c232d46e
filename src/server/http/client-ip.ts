import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's address; X-Forwarded-For is believed only behind a proxy the operator trusts, and only its
 * last entry, the address that proxy saw: the entries before it are whatever the client chose to send.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // requests made in-process (app.request in tests) have no socket
    return 'local'
  }
}

/**
 * The address an order is stored with (decision 028): the client's, as above, or null when it is not an
 * address at all (an in-process request), so that no two unknown addresses ever look alike.
 */
export function orderClientIp(c: Context, trustProxy: boolean): string | null {
  const address = clientIp(c, trustProxy)
  return isIP(address) === 0 ? null : address
}
