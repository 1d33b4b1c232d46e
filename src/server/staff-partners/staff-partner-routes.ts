import { OpenAPIHono } from '@hono/zod-openapi'
import { validationHook } from '../http/errors'
import type { Services } from '../services'
import { partnerManagementRoutes } from './partner-routes'
import { payoutRoutes } from './payout-routes'

/** The back office's partner screens: management and analytics (staff), payouts (marking: admins). */
export function staffPartnerRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .route('/', partnerManagementRoutes(services))
    .route('/', payoutRoutes(services))
}
