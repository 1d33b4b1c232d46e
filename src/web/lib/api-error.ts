import type { ClientResponse } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'

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

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } }

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
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  throw new ApiError(
    response.status,
    body.error?.code ?? 'unknown',
    body.error?.message ?? `Request failed (${response.status})`,
    body.error?.fields,
  )
}
