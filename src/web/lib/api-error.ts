import type { ClientResponse } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import { isRecord } from './is-record'

/** The server's error body ({ error: { code, message, fields } }) as something a form can show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

type ErrorBody = { code?: string; message?: string; fields?: Record<string, string> }

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)
const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((field) => typeof field === 'string')

/**
 * What an error body of the server ({ error: { code, message, fields } }) says, as far as it says it.
 * Checked by hand: this module is in every customer page's first load, where zod weighs 24 KB (decision 016).
 */
export function readErrorBody(json: unknown): ErrorBody {
  const error = isRecord(json) && isRecord(json.error) ? json.error : {}
  return {
    code: textOf(error.code),
    message: textOf(error.message),
    fields: isTextRecord(error.fields) ? error.fields : undefined,
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any response of the typed client, whatever its route answers
export type AnyClientResponse = ClientResponse<any, any, any>

/** What a route answers when it succeeds, as its response schema declares it; nothing for a 204. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends 'json'
        ? Body
        : undefined
      : never
    : never

/**
 * The body of a typed client response (`api.….$get()`), typed by its route's success responses; any other
 * status throws an ApiError carrying the server's message.
 */
export async function readResponse<R extends AnyClientResponse>(pending: R | Promise<R>) {
  const response = await pending
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as SuccessBody<R>
  const body = readErrorBody(await response.json().catch(() => null))
  throw new ApiError(
    response.status,
    body.code ?? 'unknown',
    body.message ?? `Request failed (${response.status})`,
    body.fields,
  )
}
