import type { Context } from 'hono'
import { errorBody } from './errors'

/** Seconds a client is asked to wait: about what a database restart or a failover takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

// socket errors of a server that is down, restarting or out of reach
const lostConnectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

// SQLSTATE: admin, crash or cannot-connect-now shutdowns, and too many connections
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300'])

// what node-postgres and its pool say without a code: a connection dropped, or none to be had in time
const lostConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
]

function describesLostConnection(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (lostConnectionCodes.has(code) || unavailableStates.has(code)) return true
    // class 08: connection exceptions
    if (/^08[0-9A-Z]{3}$/.test(code)) return true
  }
  return typeof message === 'string' && lostConnectionMessages.some((pattern) => pattern.test(message))
}

/**
 * Whether an error means the database could not be reached (it restarted, went away or refused new
 * connections), rather than a statement or the data being wrong. Drizzle wraps the driver's error in
 * `cause`, and a connect that tried several addresses fails with an AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Object) || depth > 5) return false
  if (describesLostConnection(error)) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}

/** The answer while the database is away: 503, and when to try again; nothing was half-written. */
export function databaseUnavailable(c: Context) {
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  return c.json(errorBody('unavailable', 'The shop is busy for a moment. Please try again.'), 503)
}
