import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

export type ErrorCode =
  | 'invalid_request'
  | 'not_found'
  | 'unauthenticated'
  | 'forbidden'
  | 'two_factor_required'
  | 'conflict'
  | 'scribes_code'
  | 'recipient_refused'
  | 'gone'
  | 'payload_too_large'
  | 'rate_limited'
  | 'payment_provider'
  | 'payments_unavailable'
  | 'unavailable'
  | 'internal_error'

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } }

/** An error meant for the client: its status, code and message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/**
 * An invalid request always names what is wrong, so a client can show it beside something: with no field
 * of its own (a body that is not JSON) it is `_`, the request as a whole, as `fieldErrors` names an issue at
 * a body's root.
 */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  const named = fields ?? (code === 'invalid_request' ? { _: message } : undefined)
  return { error: named ? { code, message, fields: named } : { code, message } }
}

/** One message per field path ("targets.0.name"), the first zod gives, so forms can show it beside the field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * A 400 whose message is the first field's own: the shop's messages name their field in the words its form
 * labels it with ("Delivery (days) must be ..."), so the message reads on its own wherever a form shows it;
 * the field's path is in `fields`.
 */
export function validationError(error: z.ZodError): HttpError {
  const fields = fieldErrors(error)
  const message = Object.values(fields)[0] ?? 'Invalid request'
  return new HttpError(400, 'invalid_request', message, fields)
}

// PostgreSQL text and jsonb cannot hold U+0000: a query or an insert given one fails as a server error
const nulMessage = 'Must not contain a NUL character'

/** The path of the first string (or key) in a parsed value that holds a NUL character, '' for the value itself. */
function nulCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.')
    const found = nulCharacterPath(item, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The openapi routes' validation hook: a bad body, query or param becomes a 400 naming the field, and so
 * does text the schema took but the database cannot store or search (a NUL character).
 */
export function validationHook(result: { success: boolean; data?: unknown; error?: z.ZodError }, c: Context) {
  if (!result.success && result.error) {
    const error = validationError(result.error)
    return c.json(errorBody(error.code, error.message, error.fields), 400)
  }
  const nulAt = result.success ? nulCharacterPath(result.data) : undefined
  if (nulAt !== undefined) {
    return c.json(errorBody('invalid_request', nulMessage, { [nulAt === '' ? '_' : nulAt]: nulMessage }), 400)
  }
}
