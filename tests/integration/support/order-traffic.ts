import { request } from 'node:http'
import { classicRequest } from '@/domain/order-request.fixtures'

/** One request the traffic sent and what came back: a status, or the error of a request that got none. */
export type Answer = {
  /** the instance it went to */
  base: string
  path: string
  status?: number
  body?: { error?: { code?: string; message?: string } } & Record<string, unknown>
  retryAfter?: string | null
  error?: string
  sentAt: number
  ms: number
}

/** A POST with JSON over a real socket, bounded in time; never throws, the outcome is in the answer. */
export async function postJson(
  base: string,
  path: string,
  body: unknown,
  options: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const sentAt = Date.now()
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    })
    const text = await response.text()
    let parsed: Answer['body']
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return {
      base,
      path,
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
      sentAt,
      ms: Date.now() - sentAt,
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    const reason = `${error instanceof Error ? error.message : String(error)}${cause?.code ? ` (${cause.code})` : ''}`
    return { base, path, error: reason, sentAt, ms: Date.now() - sentAt }
  }
}

/**
 * A POST whose body trickles in over `durationMs`, as from a customer on a slow connection: the request is
 * in flight on the shop for that long. Never throws; the outcome is in the answer.
 */
export function postSlowly(base: string, path: string, body: unknown, durationMs: number): Promise<Answer> {
  const sentAt = Date.now()
  const payload = Buffer.from(JSON.stringify(body))
  const pieces = 10
  return new Promise((resolve) => {
    const finish = (answer: Partial<Answer>) =>
      resolve({ base, path, sentAt, ms: Date.now() - sentAt, ...answer })
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': payload.byteLength },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('error', (error) => finish({ error: error.message }))
        res.on('end', () => {
          let parsed: Answer['body']
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = undefined
          }
          const retryAfter = res.headers['retry-after']
          finish({
            status: res.statusCode,
            body: parsed,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          })
        })
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: `${error.message} (${error.code})` }))
    req.setTimeout(durationMs + 20_000, () => req.destroy(new Error('no answer in time')))
    const size = Math.ceil(payload.byteLength / pieces)
    let sent = 0
    const sendNext = () => {
      if (req.destroyed) return
      req.write(payload.subarray(sent, sent + size))
      sent += size
      if (sent >= payload.byteLength) req.end()
      else setTimeout(sendNext, durationMs / pieces)
    }
    sendNext()
  })
}

export const isSuccess = (answer: Answer) => answer.status !== undefined && answer.status < 300

/** An answer that is neither a success nor the shop's "busy for a moment" 503 in JSON with Retry-After. */
export const isUnclean = (answer: Answer) =>
  !isSuccess(answer) &&
  !(answer.status === 503 && answer.body?.error?.code === 'unavailable' && Boolean(answer.retryAfter))

export type OrderTraffic = {
  answers: Answer[]
  /** orders whose create-payment answered 201 */
  placed: Array<{ orderId: string; recipient: string }>
  /** orders whose payment was confirmed with a 200 */
  paid: Array<{ orderId: string; recipient: string }>
}

/**
 * Customers placing and paying orders: each of `customers` loops create-payment -> pay on the test
 * checkout -> verify, until `stop()` says so. A payment answered 503 is tried again, as a customer presses
 * Pay again; a checkout that failed is given up, as a customer starts over. `baseFor` picks the instance
 * each request goes to.
 */
export function startOrderTraffic(options: {
  baseFor: (step: 'create' | 'pay' | 'verify', index: number) => string
  customers: number
  label: string
  pauseMs?: number
}) {
  const traffic: OrderTraffic = { answers: [], placed: [], paid: [] }
  let stopping = false
  let count = 0
  const record = (answer: Answer) => {
    traffic.answers.push(answer)
    return answer
  }

  async function customer() {
    while (!stopping) {
      count += 1
      const index = count
      const recipient = `${options.label}-${index}@example.test`
      const created = record(
        await postJson(
          options.baseFor('create', index),
          '/api/payments',
          classicRequest({ recipientEmail: recipient }),
        ),
      )
      const checkout = created.body as { url?: string; orderId?: string } | undefined
      if (created.status === 201 && checkout?.url && checkout.orderId) {
        traffic.placed.push({ orderId: checkout.orderId, recipient })
        const sessionId = checkout.url.split('/').pop() as string
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const paid = record(
            await postJson(options.baseFor('pay', index), `/api/test-checkout/${sessionId}/pay`, {}),
          )
          if (paid.status === 200) {
            traffic.paid.push({ orderId: checkout.orderId, recipient })
            record(
              await postJson(options.baseFor('verify', index), '/api/verify-payment', {
                session_id: sessionId,
                order_id: checkout.orderId,
              }),
            )
            break
          }
          if (paid.status !== 503 && paid.error === undefined) break
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs))
    }
  }

  const running = Promise.all(Array.from({ length: options.customers }, () => customer()))
  return {
    traffic,
    async stop() {
      stopping = true
      await running
      return traffic
    },
  }
}
