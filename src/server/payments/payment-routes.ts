import { OpenAPIHono, z } from '@hono/zod-openapi'
import { publicRoute } from '../auth/staff-access'
import { paymentSessionRowSchema } from '../db/row-schemas'
import { errorBody, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { publicOrderSchema } from '../orders/order-schemas'
import type { Services } from '../services'
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './local-checkout'
import { handleStripeWebhook } from './stripe-webhook'
import { verifyPayment } from './verify-payment'

const verifyPaymentRoute = publicRoute({
  method: 'post',
  path: '/verify-payment',
  operationId: 'verifyPayment',
  tags: ['Payments'],
  summary: 'Confirm a checkout was paid (verify-payment)',
  request: {
    body: {
      required: true,
      ...jsonContent(
        z.object({
          session_id: z.string().trim().min(1, 'Missing payment session information').max(255),
          order_id: z.uuid('Order id must be a UUID'),
        }),
      ),
    },
  },
  responses: {
    200: {
      description: 'Whether the order is paid',
      ...jsonContent(
        z.object({ success: z.boolean(), order: publicOrderSchema.nullable(), error: z.string().nullable() }),
      ),
    },
    ...errorResponses(400),
  },
})

const sessionParam = z.object({
  sessionId: z
    .string()
    .regex(/^test_cs_[0-9a-f]{32}$/, 'Not a test checkout id')
    .openapi({ param: { name: 'sessionId', in: 'path' } }),
})

const localCheckoutSchema = z.object({
  session: paymentSessionRowSchema
    .pick({ id: true, status: true, amountCents: true, expiresAt: true, cancelUrl: true })
    .extend({
      earlyBirdHold: z
        .boolean()
        .openapi({ description: 'the order has an early-bird price, so the checkout expires with its hold' }),
    }),
  order: publicOrderSchema,
})

const getLocalCheckoutRoute = publicRoute({
  method: 'get',
  path: '/test-checkout/{sessionId}',
  operationId: 'getTestCheckout',
  tags: ['Payments'],
  summary: 'The test checkout: the order and the amount to pay',
  request: { params: sessionParam },
  responses: {
    200: { description: 'The checkout', ...jsonContent(localCheckoutSchema) },
    ...errorResponses(400, 404),
  },
})

const redirectSchema = z.object({ redirectUrl: z.string() })

const payLocalCheckoutRoute = publicRoute({
  method: 'post',
  path: '/test-checkout/{sessionId}/pay',
  operationId: 'payTestCheckout',
  tags: ['Payments'],
  summary: 'Pay a test checkout (no money moves)',
  request: { params: sessionParam },
  responses: {
    200: { description: 'Paid; where to go next', ...jsonContent(redirectSchema) },
    ...errorResponses(400, 404, 409),
  },
})

const cancelLocalCheckoutRoute = publicRoute({
  method: 'post',
  path: '/test-checkout/{sessionId}/cancel',
  operationId: 'cancelTestCheckout',
  tags: ['Payments'],
  summary: 'Cancel a test checkout',
  request: { params: sessionParam },
  responses: {
    200: { description: 'Cancelled; where to go next', ...jsonContent(redirectSchema) },
    ...errorResponses(400, 404, 409),
  },
})

// Stripe signs the exact bytes it sent: the body is described here but not parsed, and the handler reads it
// as it came
const stripeWebhookRoute = publicRoute({
  method: 'post',
  path: '/payments/stripe/webhook',
  operationId: 'handleStripeWebhook',
  tags: ['Payments'],
  summary: 'Stripe’s checkout events, signed with the webhook secret',
  description: 'Answers 404 when Stripe is not configured.',
  request: {
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    body: {
      required: true,
      content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event' } } },
    },
  },
  responses: {
    200: {
      description: 'The event was received',
      ...jsonContent(z.object({ received: z.literal(true), type: z.string() })),
    },
    ...errorResponses(400, 404),
  },
})

export function paymentRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(verifyPaymentRoute, async (c) => {
      const body = c.req.valid('json')
      return c.json(
        await verifyPayment(services, { sessionId: body.session_id, orderId: body.order_id }),
        200,
      )
    })
    .openapi(getLocalCheckoutRoute, async (c) =>
      c.json(await getLocalCheckout(services, c.req.valid('param').sessionId), 200),
    )
    .openapi(payLocalCheckoutRoute, async (c) =>
      c.json(await payLocalCheckout(services, c.req.valid('param').sessionId), 200),
    )
    .openapi(cancelLocalCheckoutRoute, async (c) =>
      c.json(await cancelLocalCheckout(services, c.req.valid('param').sessionId), 200),
    )
    .openapi(stripeWebhookRoute, async (c) => {
      const { stripe, config } = services
      if (!stripe || !config.STRIPE_WEBHOOK_SECRET) {
        return c.json(errorBody('not_found', 'Stripe payments are not configured'), 404)
      }
      const raw = await c.req.text()
      const signature = c.req.valid('header')['stripe-signature']
      return c.json(
        await handleStripeWebhook(services, stripe, config.STRIPE_WEBHOOK_SECRET, raw, signature),
        200,
      )
    })
}
