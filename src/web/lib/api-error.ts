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

/** Returns the JSON of a successful response, or throws an ApiError carrying the server's message. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  throw new ApiError(
    response.status,
    body.error?.code ?? 'unknown',
    body.error?.message ?? `Request failed (${response.status})`,
    body.error?.fields,
  )
}
