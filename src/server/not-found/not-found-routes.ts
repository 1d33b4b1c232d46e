import { OpenAPIHono, z } from '@hono/zod-openapi'
import { publicRoute } from '../auth/staff-access'
import { validationHook } from '../http/errors'
import { errorResponses } from '../http/openapi'
import type { Services } from '../services'
import { recordNotFound } from './record-not-found'

const recordNotFoundRoute = publicRoute({
  method: 'post',
  path: '/not-found-hits',
  operationId: 'recordNotFoundHit',
  tags: ['Site'],
  summary: 'Record a missing page reached inside the app',
  description: 'Pages requested directly are recorded by the server itself; this covers in-app navigation.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ path: z.string().startsWith('/', 'Path must start with /').max(2000) }),
        },
      },
    },
  },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(400, 429) },
})

export function notFoundRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(recordNotFoundRoute, async (c) => {
    await recordNotFound(services.db, c.req.valid('json').path)
    return c.body(null, 204)
  })
}
