import { OpenAPIHono, z } from '@hono/zod-openapi'
import { careerApplicationSchema } from '@/domain/career-application'
import { commissionRequestSchema } from '@/domain/commission-request'
import { contactMessageSchema } from '@/domain/contact-message'
import { publicRoute } from '../auth/staff-access'
import { submitCareerApplication } from '../career/submit-career-application'
import { submitCommissionRequest } from '../commissions/submit-commission-request'
import { sendContactMessage } from '../contact/send-contact-message'
import { validationHook } from '../http/errors'
import { errorResponses } from '../http/openapi'
import { screenOrder } from '../orders/screen-order'
import { commissionTexts } from '../screening/order-texts'
import type { Services } from '../services'

const storedSchema = z.object({ id: z.uuid() })

const sendContactMessageRoute = publicRoute({
  method: 'post',
  path: '/contact-messages',
  operationId: 'sendContactMessage',
  tags: ['Forms'],
  summary: 'Send a message to the team',
  description: 'Stores the message, then emails it to the team mailbox in the background.',
  request: { body: { required: true, content: { 'application/json': { schema: contactMessageSchema } } } },
  responses: {
    201: {
      description: 'Stored; the team will be emailed',
      content: { 'application/json': { schema: storedSchema } },
    },
    ...errorResponses(400, 413, 429),
  },
})

const submitCareerApplicationRoute = publicRoute({
  method: 'post',
  path: '/career-applications',
  operationId: 'submitCareerApplication',
  tags: ['Forms'],
  summary: 'Apply as a Master Scribe or a Royal Herald',
  request: { body: { required: true, content: { 'application/json': { schema: careerApplicationSchema } } } },
  responses: {
    201: {
      description: 'Stored; the council will be emailed',
      content: { 'application/json': { schema: storedSchema } },
    },
    ...errorResponses(400, 413, 429),
  },
})

const submitCommissionRequestRoute = publicRoute({
  method: 'post',
  path: '/commission-requests',
  operationId: 'submitCommissionRequest',
  tags: ['Forms'],
  summary: 'Request a custom commission',
  description: 'Stores the request and emails it to the team, who answer with a quote.',
  request: { body: { required: true, content: { 'application/json': { schema: commissionRequestSchema } } } },
  responses: {
    201: {
      description: 'Stored; the team will be emailed',
      content: { 'application/json': { schema: storedSchema } },
    },
    ...errorResponses(400, 413, 422, 429),
  },
})

export function formRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(sendContactMessageRoute, async (c) => {
      const stored = await sendContactMessage(services, c.req.valid('json'))
      return c.json(stored, 201)
    })
    .openapi(submitCareerApplicationRoute, async (c) => {
      const stored = await submitCareerApplication(services, c.req.valid('json'))
      return c.json(stored, 201)
    })
    .openapi(submitCommissionRequestRoute, async (c) => {
      const request = c.req.valid('json')
      // its tale becomes a scroll: a clear breach of the Scribes' Code is refused here; the rest a person
      // reads anyway, to quote it
      await screenOrder(services, commissionTexts(request))
      const stored = await submitCommissionRequest(services, request)
      return c.json(stored, 201)
    })
}
