import { OpenAPIHono, z } from '@hono/zod-openapi'
import { orderRequestSchema } from '@/domain/order-request'
import { publicRoute } from '../auth/staff-access'
import { orderClientIp } from '../http/client-ip'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { publicOrigin } from '../http/public-origin'
import type { Services } from '../services'
import { recipientsOf } from './check-recipients'
import { startCheckout } from './open-checkout'
import { orderIdParamSchema, publicOrderSchema } from './order-schemas'
import { requirePayments } from './payment-provider'
import { findOrder, toPublicOrder } from './public-order'
import { screenOrderRequest } from './screen-order'

const checkoutSchema = z.object({ url: z.url(), orderId: z.uuid() }).openapi('Checkout')

const createPaymentRoute = publicRoute({
  method: 'post',
  path: '/payments',
  operationId: 'createPayment',
  tags: ['Orders'],
  summary: 'Create an order and its checkout (create-payment)',
  description:
    'Validates the order (single, love or bundle, with optional partnerRef and discountCode), prices it on the server (any price, fee, discount or total sent is ignored), stores it as pending_payment and opens a checkout. Answers where to pay.',
  request: { body: { required: true, ...jsonContent(orderRequestSchema) } },
  responses: {
    201: { description: 'Order stored, checkout open', ...jsonContent(checkoutSchema) },
    ...errorResponses(400, 413, 422, 429, 503),
  },
})

const createOrderRoute = publicRoute({
  method: 'post',
  path: '/orders',
  operationId: 'createOrder',
  tags: ['Orders'],
  summary: 'Create an order to pay later (the love form)',
  request: { body: { required: true, ...jsonContent(orderRequestSchema) } },
  responses: {
    201: { description: 'Order stored as pending_payment', ...jsonContent(publicOrderSchema) },
    ...errorResponses(400, 413, 422, 429),
  },
})

const startOrderCheckoutRoute = publicRoute({
  method: 'post',
  path: '/orders/{id}/payments',
  operationId: 'startOrderCheckout',
  tags: ['Orders'],
  summary: 'Open a checkout for an unpaid order',
  request: { params: orderIdParamSchema },
  responses: {
    201: { description: 'Checkout open', ...jsonContent(checkoutSchema) },
    ...errorResponses(400, 404, 409, 503),
  },
})

const getOrderRoute = publicRoute({
  method: 'get',
  path: '/orders/{id}',
  operationId: 'getOrder',
  tags: ['Orders'],
  summary: 'Read an order by its id, with only what the confirmation pages show',
  request: { params: orderIdParamSchema },
  responses: {
    200: { description: 'The order', ...jsonContent(publicOrderSchema) },
    ...errorResponses(400, 404),
  },
})

async function requireOrder(services: Services, id: string) {
  const order = await findOrder(services.db, id)
  if (!order) throw new HttpError(404, 'not_found', 'Order not found')
  return order
}

export function orderRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(createPaymentRoute, async (c) => {
      requirePayments(services.payments)
      const request = c.req.valid('json')
      const { order, checkout } = await services.orders.write({
        request,
        review: await screenOrderRequest(services, request),
        recipients: recipientsOf(services, request),
        checkoutOrigin: publicOrigin(c, services.config),
        clientIp: orderClientIp(c, services.config.TRUST_PROXY),
      })
      if (!checkout) throw new Error('the order was placed without its checkout')
      return c.json({ url: checkout.url, orderId: order.id }, 201)
    })
    .openapi(createOrderRoute, async (c) => {
      const request = c.req.valid('json')
      const { order } = await services.orders.write({
        request,
        review: await screenOrderRequest(services, request),
        recipients: recipientsOf(services, request),
        clientIp: orderClientIp(c, services.config.TRUST_PROXY),
      })
      return c.json(toPublicOrder(order), 201)
    })
    .openapi(startOrderCheckoutRoute, async (c) => {
      requirePayments(services.payments)
      const order = await requireOrder(services, c.req.valid('param').id)
      const checkout = await startCheckout(services, order, publicOrigin(c, services.config))
      return c.json({ url: checkout.url, orderId: order.id }, 201)
    })
    .openapi(getOrderRoute, async (c) => {
      const order = await requireOrder(services, c.req.valid('param').id)
      return c.json(toPublicOrder(order), 200)
    })
}
