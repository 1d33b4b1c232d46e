import { OpenAPIHono, z } from '@hono/zod-openapi'
import { EARLY_BIRD_LIMIT, EARLY_BIRD_PERCENT } from '@/domain/catalog-products'
import { publicRoute } from '../auth/staff-access'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { checkDiscountCode } from './check-discount-code'
import { remainingEarlyBirdPlaces } from './early-bird'

const checkDiscountCodeRoute = publicRoute({
  method: 'post',
  path: '/discount-codes/check',
  operationId: 'checkDiscountCode',
  tags: ['Discounts'],
  summary: 'Check a partner discount code',
  description: 'Codes are trimmed and upper-cased; only active partners’ codes are valid.',
  request: {
    body: {
      required: true,
      ...jsonContent(
        z.object({
          code: z.string().trim().min(1, 'Discount code is required').max(40, 'Discount code is too long'),
        }),
      ),
    },
  },
  responses: {
    200: {
      description: 'The code is valid',
      ...jsonContent(
        z.object({
          code: z.string(),
          discountType: z.literal('percentage'),
          percent: z.int(),
          partnerSlug: z.string(),
        }),
      ),
    },
    ...errorResponses(400, 404, 429),
  },
})

const earlyBirdRoute = publicRoute({
  method: 'get',
  path: '/early-bird',
  operationId: 'countEarlyBirdPlaces',
  tags: ['Discounts'],
  summary: 'How many early-bird places are left',
  responses: {
    200: {
      description: 'The offer',
      ...jsonContent(z.object({ percent: z.int(), limit: z.int(), remaining: z.int() })),
    },
  },
})

export function discountRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(checkDiscountCodeRoute, async (c) => {
      const applied = await checkDiscountCode(services.db, c.req.valid('json').code)
      if (!applied)
        throw new HttpError(404, 'not_found', 'Invalid discount code', { code: 'Invalid discount code' })
      return c.json(applied, 200)
    })
    .openapi(earlyBirdRoute, async (c) => {
      const remaining = await remainingEarlyBirdPlaces(services.db)
      return c.json({ percent: EARLY_BIRD_PERCENT, limit: EARLY_BIRD_LIMIT, remaining }, 200)
    })
}
