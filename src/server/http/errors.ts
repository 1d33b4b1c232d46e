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
  | 'gone'
  | 'payload_too_large'
  | 'rate_limited'
  | 'payment_provider'
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

export function validationError(error: z.ZodError): HttpError {
  const fields = fieldErrors(error)
  const first = Object.entries(fields)[0]
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request'
  return new HttpError(400, 'invalid_request', message, fields)
}

/** The openapi routes' validation hook: a bad body, query or param becomes a 400 naming the field. */
export function validationHook(result: { success: boolean; error?: z.ZodError }, c: Context) {
  if (!result.success && result.error) {
    const error = validationError(result.error)
    return c.json(errorBody(error.code, error.message, error.fields), 400)
  }
}
