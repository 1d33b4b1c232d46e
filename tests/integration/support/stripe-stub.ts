import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StubSession = {
  id: string
  object: 'checkout.session'
  url: string
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_status: 'paid' | 'unpaid'
  payment_intent: string | null
  status: 'open' | 'complete' | 'expired'
  success_url: string
  expires_at: number
}

/** A test shop's settings for taking payments through Stripe, with the SDK pointed at the stand-in. */
export function stripeShopSettings(
  stub: { url: string },
  keys: { secretKey: string; webhookSecret: string },
) {
  return {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: stub.url,
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
  }
}

/**
 * A local stand-in for the Stripe API calls the shop makes (create and retrieve a Checkout Session, refund
 * a payment, whole or in part), so the real Stripe SDK can be driven over HTTP. It records every create and
 * refund request with its idempotency key, and refuses what Stripe refuses: a refund past what is left of
 * the payment, and a key used again with other parameters.
 */
export async function startStripeStub() {
  const sessions = new Map<string, StubSession>()
  const byIdempotencyKey = new Map<string, StubSession>()
  const creates: Array<{ form: URLSearchParams; idempotencyKey: string | undefined }> = []
  const refunds: Array<{
    paymentIntent: string | null
    idempotencyKey: string | undefined
    amount?: number
  }> = []
  type StubRefund = { id: string; object: 'refund'; payment_intent: string | null; amount: number }
  const refundsByKey = new Map<string, { body: string; refund: StubRefund }>()
  const refundedByIntent = new Map<string | null, number>()

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', 'http://stub')
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(request))
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined
      creates.push({ form, idempotencyKey })
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (replay) return send(200, replay)
      const session = sessionFrom(form)
      sessions.set(session.id, session)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session)
      return send(200, session)
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const body = await readBody(request)
      const form = new URLSearchParams(body)
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined
      const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined
      // as Stripe: a key used again replays its refund, but only for the same parameters
      if (replay && replay.body !== body) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        })
      }
      if (replay) return send(200, replay.refund)
      const intent = form.get('payment_intent')
      const paid =
        [...sessions.values()].find((session) => session.payment_intent === intent)?.amount_total ?? 0
      const left = paid - (refundedByIntent.get(intent) ?? 0)
      if (left <= 0) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        })
      }
      const amount = form.has('amount') ? Number(form.get('amount')) : left
      if (amount > left) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        })
      }
      const refund: StubRefund = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        payment_intent: intent,
        amount,
      }
      refundedByIntent.set(intent, (refundedByIntent.get(intent) ?? 0) + amount)
      // the amount as asked for: none when the whole payment was
      refunds.push({ paymentIntent: intent, idempotencyKey, ...(form.has('amount') ? { amount } : {}) })
      if (idempotencyKey) refundsByKey.set(idempotencyKey, { body, refund })
      return send(200, refund)
    }
    const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (request.method === 'GET' && match?.[1]) {
      const session = sessions.get(match[1])
      if (!session)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      return send(200, session)
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `unhandled ${request.method} ${url.pathname}` },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    creates,
    /** refunds made, with their amounts, replays of an idempotency key left out */
    refunds,
    /** what Stripe does when the customer pays on its page */
    pay(id: string) {
      const session = sessions.get(id)
      if (!session) throw new Error(`no session ${id}`)
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
      })
      return session
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function sessionFrom(form: URLSearchParams): StubSession {
  let amount = 0
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
    amount +=
      Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
      Number(form.get(`line_items[${i}][quantity]`))
  }
  const id = `cs_test_${randomBytes(12).toString('hex')}`
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    amount_total: amount,
    currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
    client_reference_id: form.get('client_reference_id'),
    metadata: { order_id: form.get('metadata[order_id]') ?? '' },
    payment_status: 'unpaid',
    payment_intent: null,
    status: 'open',
    success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
    expires_at: Number(form.get('expires_at')),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}
