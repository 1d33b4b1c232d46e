import { OpenAPIHono, z } from '@hono/zod-openapi'
import { partnerSlugSchema } from '@/domain/order-request'
import { publicRoute } from '../auth/staff-access'
import { partnerRowSchema } from '../db/row-schemas'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses } from '../http/openapi'
import type { Services } from '../services'
import { findActivePartnerBySlug } from './find-partner'

const partnerLandingRoute = publicRoute({
  method: 'get',
  path: '/partners/{slug}',
  operationId: 'getPartnerLanding',
  tags: ['Partners'],
  summary: 'An active partner’s public page data',
  description: 'Inactive or unknown partners answer 404. Prices come from the shared catalog, not from here.',
  request: {
    params: z.object({
      // piped from a schema made here: the domain's own schema may predate zod-openapi's extension of zod
      slug: z
        .string()
        .pipe(partnerSlugSchema)
        .openapi({ param: { name: 'slug', in: 'path' } }),
    }),
  },
  responses: {
    200: {
      description: 'The partner',
      content: {
        'application/json': {
          schema: partnerRowSchema.pick({ name: true, slug: true }).extend({ hasDiscountCode: z.boolean() }),
        },
      },
    },
    ...errorResponses(400, 404),
  },
})

export function partnerRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(partnerLandingRoute, async (c) => {
    const partner = await findActivePartnerBySlug(services.db, c.req.valid('param').slug)
    if (!partner) throw new HttpError(404, 'not_found', 'Partner not found')
    return c.json(
      { name: partner.name, slug: partner.slug, hasDiscountCode: partner.discountCode !== null },
      200,
    )
  })
}
