import type { Server } from 'node:http'
import type { ServerType } from '@hono/node-server'

/** How long requests in flight get to finish before their sockets are cut. */
export const CLOSE_DEADLINE_MS = 10_000

// how often sockets that have just finished their response are looked for and closed
const IDLE_SWEEP_MS = 50

/**
 * Stops the shop taking requests and resolves once the ones in flight have been answered. Idle keep-alive
 * sockets are closed at once, and each busy one as soon as its response is out, so a client's next request
 * goes to another instance instead of waiting here; whatever is still open at the deadline is destroyed.
 */
export function closeServer(server: ServerType, options: { deadlineMs?: number } = {}): Promise<void> {
  const http = server as Server
  return new Promise((resolve) => {
    const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS)
    const deadline = setTimeout(() => http.closeAllConnections(), options.deadlineMs ?? CLOSE_DEADLINE_MS)
    const done = () => {
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve()
    }
    // the callback also runs, with an error, when the server was not listening: nothing left to wait for
    http.close(done)
    http.closeIdleConnections()
  })
}
