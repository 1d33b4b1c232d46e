import { z } from '@hono/zod-openapi'

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error')

const descriptions = {
  400: 'Invalid input; `fields` names each bad field',
  401: 'Not signed in',
  403: 'Signed in without the role this route asks for, or a cross-site request',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'No longer available (a link that has expired)',
  413: 'Request body too large',
  422: "Refused under the Scribes' Code (`scribes_code`), or a recipient who asked for no more scrolls or has had the week's share (`recipient_refused`); `fields` names each field; nothing was charged",
  429: 'Too many requests; see Retry-After',
  502: 'The payment provider refused or could not be reached; nothing was changed',
  503: 'The shop takes no payments at the moment (`payments_unavailable`); nothing was placed',
} as const

type ErrorStatus = keyof typeof descriptions

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema: errorSchema } } },
    ]),
  ) as unknown as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof errorSchema } } }
  }
}

/** A JSON request or response body for an openapi route. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
})
