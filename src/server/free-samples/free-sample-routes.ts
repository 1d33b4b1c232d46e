import { OpenAPIHono, z } from '@hono/zod-openapi'
import { freeSampleRequestSchema, lightningRoastEntrySchema } from '@/domain/free-samples'
import { publicRoute } from '../auth/staff-access'
import type { Config } from '../config'
import { clientIp } from '../http/client-ip'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { screenOrder } from '../orders/screen-order'
import type { Services } from '../services'
import { enterLightningRoast } from './enter-lightning-roast'
import { freeSampleUsageToday, takeFreeSample } from './take-free-sample'

const usageSchema = z.object({ date: z.string(), used: z.int(), remaining: z.int(), limit: z.int() })

const usageRoute = publicRoute({
  method: 'get',
  path: '/free-samples/usage',
  operationId: 'getFreeSampleUsage',
  tags: ['Free samples'],
  summary: 'How many free samples this visitor has left today',
  responses: { 200: { description: 'Today’s usage', ...jsonContent(usageSchema) } },
})

const takeSampleRoute = publicRoute({
  method: 'post',
  path: '/free-samples',
  operationId: 'takeFreeSample',
  tags: ['Free samples'],
  summary: 'Take one of today’s three free samples',
  request: { body: { required: true, ...jsonContent(freeSampleRequestSchema) } },
  responses: {
    201: {
      description: 'A sample',
      ...jsonContent(
        z.object({
          sample: z.object({ id: z.string(), title: z.string(), text: z.string() }),
          used: z.int(),
          remaining: z.int(),
          limit: z.int(),
        }),
      ),
    },
    ...errorResponses(400, 422, 429),
  },
})

const enterRoute = publicRoute({
  method: 'post',
  path: '/lightning-roast-entries',
  operationId: 'enterLightningRoast',
  tags: ['Free samples'],
  summary: 'Enter this week’s drawing of a free lightning roast',
  request: { body: { required: true, ...jsonContent(lightningRoastEntrySchema) } },
  responses: {
    201: { description: 'Entered', ...jsonContent(z.object({ id: z.uuid() })) },
    ...errorResponses(400, 422, 429),
  },
})

export function freeSampleRoutes(services: Services, config: Config) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(usageRoute, async (c) =>
      c.json(await freeSampleUsageToday(services, clientIp(c, config.TRUST_PROXY)), 200),
    )
    .openapi(takeSampleRoute, async (c) => {
      const request = c.req.valid('json')
      // the name is written into the sample: a clear breach of the Scribes' Code is refused
      await screenOrder(services, [{ field: 'name', text: request.name }])
      return c.json(await takeFreeSample(services, clientIp(c, config.TRUST_PROXY), request), 201)
    })
    .openapi(enterRoute, async (c) => {
      const entry = c.req.valid('json')
      // the target's name is written into the prize scroll
      await screenOrder(services, [
        { field: 'name', text: entry.name ?? '' },
        { field: 'targetName', text: entry.targetName },
      ])
      return c.json(await enterLightningRoast(services, entry), 201)
    })
}
