import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { routePath } from 'hono/route'
import { secureHeaders } from 'hono/secure-headers'
import { DISCOUNT_CHECKS_PER_MINUTE } from '@/domain/limits'
import { shop } from '@/domain/shop'
import { mountAuthRoutes } from './auth/auth-routes'
import { identifyCaller } from './auth/staff-access'
import { commissionQuoteRoutes } from './commission-quotes/commission-quote-routes'
import { discountRoutes } from './discounts/discount-routes'
import { formRoutes } from './forms/form-routes'
import { freeSampleRoutes } from './free-samples/free-sample-routes'
import { clientIp } from './http/client-ip'
import { databaseUnavailable, isDatabaseUnavailable } from './http/database-unavailable'
import { renderDocsPage } from './http/docs-page'
import { errorBody, HttpError, validationHook } from './http/errors'
import { noStore, privateApiPaths } from './http/no-store'
import { databaseRateLimitStore, rateLimit } from './http/rate-limit'
import { readBody } from './http/read-body'
import { type AppEnv, requestLogger } from './http/request-logger'
import { notFoundRoutes } from './not-found/not-found-routes'
import { metricsRoutes } from './ops/metrics-routes'
import { opsRoutes } from './ops/ops-routes'
import { createShopMetrics } from './ops/shop-metrics'
import { orderPageRoutes } from './order-pages/order-page-routes'
import { orderRoutes } from './orders/order-routes'
import { partnerRoutes } from './partners/partner-routes'
import { paymentRoutes } from './payments/payment-routes'
import { recipientRoutes } from './recipient-requests/recipient-routes'
import type { Services } from './services'
import { staffAnalyticsRoutes } from './staff-analytics/staff-analytics-routes'
import { staffDashboardRoutes } from './staff-dashboard/attention-routes'
import { isFileUpload, staffFileRoutes } from './staff-files/file-routes'
import { staffInboxRoutes } from './staff-inbox/staff-inbox-routes'
import { staffOrderActionRoutes } from './staff-orders/staff-order-action-routes'
import { staffOrderRoutes } from './staff-orders/staff-order-routes'
import { staffScrollRoutes } from './staff-orders/staff-scroll-routes'
import { staffOutboxRoutes } from './staff-outbox/outbox-routes'
import { staffPartnerRoutes } from './staff-partners/staff-partner-routes'
import { staffNoteRoutes } from './staff-records/staff-note-routes'
import { staffUserRoutes } from './staff-users/user-routes'
import { mountWebApp } from './web-app'

/** The API's routes, as the OpenAPI document lists them; a test walks their request schemas. */
export function apiRoutes(services: Services) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', formRoutes(services))
    .route('/', notFoundRoutes(services))
    .route('/', orderRoutes(services))
    .route('/', paymentRoutes(services))
    .route('/', discountRoutes(services))
    .route('/', partnerRoutes(services))
    .route('/', commissionQuoteRoutes(services))
    .route('/', orderPageRoutes(services))
    .route('/', freeSampleRoutes(services, services.config))
    .route('/', recipientRoutes(services))
    .route('/', staffUserRoutes(services))
    .route('/', staffFileRoutes(services))
    .route('/', staffPartnerRoutes(services))
    .route('/', staffAnalyticsRoutes(services))
    .route('/', staffNoteRoutes(services))
    .route('/', staffOrderRoutes(services))
    .route('/', staffOrderActionRoutes(services))
    .route('/', staffScrollRoutes(services))
    .route('/', staffDashboardRoutes(services))
    .route('/', staffInboxRoutes(services))
    .route('/', staffOutboxRoutes(services))
}

export type AppType = ReturnType<typeof apiRoutes>

export async function createApp(services: Services, options: { serveWeb: boolean }) {
  const { config, logger } = services
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

  // a caller's own X-Request-Id is kept when it is a short token of letters, digits, -, _ and =
  app.use(requestId({ limitLength: 64 }))
  app.use(requestLogger(logger))
  const metrics = createShopMetrics(services)
  app.use(metrics.timeRequests)
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  )
  // API replies are small JSON, cheaper to send as they are than to stream through gzip; pages and the
  // API's own documentation are compressed
  const compressPage = compress()
  const documents = new Set(['/api/openapi.json', '/api/docs'])
  app.use((c, next) =>
    c.req.path.startsWith('/api/') && !documents.has(c.req.path) ? next() : compressPage(c, next),
  )

  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', 'Request body is too large'), 413)
  // a staff upload is streamed to storage by its route, under the upload limit, never read here
  const jsonBody = readBody({ maxSize: 64 * 1024, onError: tooLarge })
  app.use('/api/*', (c, next) => (isFileUpload(c.req.method, c.req.path) ? next() : jsonBody(c, next)))
  for (const path of privateApiPaths) app.use(path, noStore)
  const limits = databaseRateLimitStore(services.db)
  const perClient = (limit: number) =>
    rateLimit({
      store: limits,
      limit,
      windowMs: 60_000,
      key: (c) => `${clientIp(c, config.TRUST_PROXY)} ${routePath(c)}`,
    })
  const formLimit = perClient(config.FORM_RATE_LIMIT_PER_MINUTE)
  for (const path of [
    'contact-messages',
    'career-applications',
    'commission-requests',
    'lightning-roast-entries',
  ]) {
    app.post(`/api/${path}`, formLimit)
  }
  app.post('/api/not-found-hits', perClient(30))
  app.post('/api/discount-codes/check', perClient(DISCOUNT_CHECKS_PER_MINUTE))
  app.post('/api/free-samples', perClient(30))
  app.post('/api/recipients/report/:token', formLimit)
  // the customer's order page polls while its scrolls are on their way; one count for it and its files
  app.get('/api/order-pages/*', perClient(60))
  const orderLimit = perClient(config.ORDER_RATE_LIMIT_PER_MINUTE)
  app.post('/api/payments', orderLimit)
  app.post('/api/orders', orderLimit)
  app.post('/api/orders/:id/payments', orderLimit)
  app.post('/api/commission-quotes/:token/checkout', orderLimit)

  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  app.route('/', opsRoutes(services))
  app.route('/', metricsRoutes(services, metrics))
  mountAuthRoutes(app, services)
  app.use('/api/*', identifyCaller(services) as unknown as MiddlewareHandler<AppEnv>)
  app.route('/api', apiRoutes(services))

  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: shop.name,
      version: '1.0.0',
      description: 'The storefront API. Money is in integer cents.',
    },
    // relative, so the document holds on every host the shop is served from
    servers: [{ url: '/' }],
  }
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by signing in at /api/auth/sign-in/email',
  })
  app.doc31('/api/openapi.json', documentConfig)
  app.get('/api/docs', (c) => c.html(renderDocsPage(app.getOpenAPI31Document(documentConfig))))
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404))

  if (options.serveWeb) await mountWebApp(app, services)

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      // hono's own 4xx, such as a body that is not JSON
      return c.json(errorBody('invalid_request', error.message || 'Invalid request'), error.status)
    }
    if (isDatabaseUnavailable(error)) {
      c.get('log').warn({ err: error }, 'the database is unavailable')
      return databaseUnavailable(c)
    }
    c.get('log').error({ err: error }, 'unhandled error')
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500)
  })
  return app
}
