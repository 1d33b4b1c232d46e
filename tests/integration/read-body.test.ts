import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http'
import type { Http2ServerRequest } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { startStripeStub, stripeShopSettings } from './support/stripe-stub'
import { startTestShop, type TestShop } from './support/test-shop'

// On a real Node server the API reads request bodies straight off the socket (readBody), not through
// app.request as the other tests do; these tests send real HTTP to that path.

const limit = 64 * 1024
const webhookSecret = 'whsec_test_read_body'
const signer = new Stripe('sk_test_signer')
let stub: Awaited<ReturnType<typeof startStripeStub>>
let shop: TestShop
let server: ServerType
let base: string
// the headers the server last received, to be sure a test sent the framing it meant to
let lastHeaders: IncomingHttpHeaders = {}

beforeAll(async () => {
  stub = await startStripeStub()
  shop = await startTestShop(stripeShopSettings(stub, { secretKey: 'sk_test_read_body', webhookSecret }))
  const port = await new Promise<number>((resolve) => {
    server = serve(
      {
        fetch: (webRequest, env: { incoming: IncomingMessage | Http2ServerRequest }) => {
          lastHeaders = env.incoming.headers
          return shop.app.fetch(webRequest, env)
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => resolve(info.port),
    )
  })
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await shop.stop()
  await stub.close()
})

const json = { 'content-type': 'application/json' }

const post = (path: string, body: string, headers: Record<string, string> = json) =>
  fetch(`${base}${path}`, { method: 'POST', headers, body })

/** Sends the body in small chunks with no Content-Length, as a streaming client does. */
function postChunked(path: string, body: string, chunkBytes = 7) {
  const bytes = new TextEncoder().encode(body)
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: json,
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

/** A valid order request of exactly `bytes` bytes; the server drops the unknown padding field. */
function orderOfSize(bytes: number, overrides: Parameters<typeof classicRequest>[0] = {}) {
  const request = classicRequest(overrides)
  const bare = Buffer.byteLength(JSON.stringify({ ...request, padding: '' }))
  return JSON.stringify({ ...request, padding: 'x'.repeat(bytes - bare) })
}

async function expectCheckout(response: Response) {
  const body = (await response.json()) as { url: string; orderId: string }
  expect(response.status, JSON.stringify(body)).toBe(201)
  expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
  expect(body.orderId).toMatch(/^[0-9a-f-]{36}$/)
  return body
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413)
  expect(await response.json()).toEqual({
    error: { code: 'payload_too_large', message: 'Request body is too large' },
  })
}

describe('request bodies on a real HTTP server', () => {
  it('places an order from a JSON body', async () => {
    const { orderId } = await expectCheckout(await post('/api/payments', JSON.stringify(classicRequest())))
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.customerName).toBe('Ser Grumblesworth')
  })

  it('places an order from a chunked body, characters split across chunks intact', async () => {
    // 7-byte chunks cut the multi-byte characters apart
    const body = JSON.stringify(classicRequest({ customerName: 'Sér Grümblesworth ☃ 🐉' }))
    const { orderId } = await expectCheckout(await postChunked('/api/payments', body))
    expect(lastHeaders['content-length']).toBeUndefined()
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.customerName).toBe('Sér Grümblesworth ☃ 🐉')
  })

  it('accepts a body of exactly 64 KiB and answers 413 for one byte more, then keeps serving', async () => {
    await expectCheckout(await post('/api/payments', orderOfSize(limit)))
    expect(lastHeaders['content-length']).toBe(String(limit))
    await expectTooLarge(await post('/api/payments', orderOfSize(limit + 1)))
    await expectCheckout(await post('/api/payments', JSON.stringify(classicRequest())))
  })

  it('refuses a declared Content-Length over 64 KiB without waiting for the body', async () => {
    // headers only: a server that read the body first would never answer
    const outgoing = request(`${base}/api/payments`, {
      method: 'POST',
      headers: { ...json, 'content-length': String(16 * limit) },
      signal: AbortSignal.timeout(5_000),
    })
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        outgoing.once('response', resolve).once('error', reject)
        outgoing.flushHeaders()
      })
      let text = ''
      for await (const chunk of response) text += chunk
      expect(response.statusCode).toBe(413)
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'payload_too_large' } })
    } finally {
      outgoing.destroy()
    }
  })

  it('answers 413 for a chunked body that grows past 64 KiB, then keeps serving', async () => {
    await expectCheckout(await postChunked('/api/payments', orderOfSize(limit), 8 * 1024))
    await expectTooLarge(await postChunked('/api/payments', orderOfSize(limit + 1), 8 * 1024))
    expect(lastHeaders['content-length']).toBeUndefined()
    await expectTooLarge(await postChunked('/api/payments', orderOfSize(4 * limit), 8 * 1024))
    await expectCheckout(await post('/api/payments', JSON.stringify(classicRequest())))
  })

  it('answers 400 invalid_request for a body that is not JSON', async () => {
    const response = await post('/api/payments', '{"kind": "single", "customerName": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } })
  })

  it('hands the Stripe webhook the exact bytes Stripe signed', async () => {
    const { orderId } = await expectCheckout(await post('/api/payments', JSON.stringify(classicRequest())))
    const session = [...stub.sessions.values()].find((s) => s.client_reference_id === orderId)
    if (!session) throw new Error('no Stripe session for the order')
    stub.pay(session.id)
    // non-ASCII text, so a body decoded or re-encoded on the way would no longer match its signature
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, metadata: { ...session.metadata, note: 'Sér ☃ 🐉' } } },
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }

    const forged = await post('/api/payments/stripe/webhook', payload.replace('☃', '*'), headers)
    expect(forged.status).toBe(400)
    const received = await post('/api/payments/stripe/webhook', payload, headers)
    expect(received.status).toBe(200)
    expect(await received.json()).toEqual({ received: true, type: 'checkout.session.completed' })
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.paymentStatus).toBe('paid')
  })
})
