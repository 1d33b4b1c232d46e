import { OpenAPIHono } from '@hono/zod-openapi'
import { validationHook } from '../http/errors'
import type { Services } from '../services'
import { ledgerRoutes } from './ledger-routes'
import { partnerManagementRoutes } from './partner-routes'
import { payoutRunRoutes } from './payout-run-routes'

/**
 * The back office's partner screens: management and analytics (staff), each partner's ledger (reading:
 * staff; releasing a held commission: admins) and payout runs (reading: staff; creating and marking paid:
 * admins).
 */
export function staffPartnerRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .route('/', partnerManagementRoutes(services))
    .route('/', ledgerRoutes(services))
    .route('/', payoutRunRoutes(services))
}
