import http from 'node:http'
import { classicRequest } from '@/domain/order-request.fixtures'

export type FlowResult =
  | { ok: true; ms: number; orderId: string }
  | { ok: false; ms: number; step: FlowStep; reason: string; orderId?: string }
type FlowStep = 'create-payment' | 'pay' | 'verify-payment'

const REQUEST_TIMEOUT_MS = 30_000

/**
 * A customer's purchase against the shop's own test checkout: create-payment, pay the checkout, then
 * verify-payment, as the browser does. node:http over kept-alive connections, so the client takes as
 * little of the cores the shop and its database share as it can (fetch takes several times more).
 */
export function createOrderFlow(baseUrl: string, options: { maxSockets?: number } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 })

  /**
   * A kept-alive connection the server closes for idleness (after 5 s) while the client starts a request
   * on it is reset before the server has read a byte; as a browser does, that request is sent again, once,
   * on a new connection (Node's documented check, `request.reusedSocket`). Any other failure counts.
   */
  function post(path: string, body: unknown, resend = true) {
    return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const payload = JSON.stringify(body)
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let json: Record<string, unknown> = {}
            try {
              json = JSON.parse(text) as Record<string, unknown>
            } catch {
              json = { text: text.slice(0, 200) }
            }
            resolve({ status: response.statusCode ?? 0, json })
          })
          response.on('error', reject)
        },
      )
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')))
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (resend && request.reusedSocket && error.code === 'ECONNRESET') resolve(post(path, body, false))
        else reject(error)
      })
      request.end(payload)
    })
  }

  /** One whole flow; `startedAt` (performance.now()) is when it was due, so an open loop counts its wait. */
  async function run(index: number, startedAt = performance.now()): Promise<FlowResult> {
    let step: FlowStep = 'create-payment'
    let orderId: string | undefined
    try {
      const body = classicRequest({
        delivery: 'immediate',
        customerEmail: `bench-${index}@example.test`,
        recipientEmail: `target-${index}@example.test`,
      })
      const created = await post('/api/payments', body)
      if (created.status !== 201)
        throw new Error(`answered ${created.status} ${JSON.stringify(created.json)}`)
      orderId = String(created.json.orderId)
      const session = new URL(String(created.json.url)).pathname.split('/').pop() ?? ''
      step = 'pay'
      const paid = await post(`/api/test-checkout/${session}/pay`, {})
      if (paid.status !== 200) throw new Error(`answered ${paid.status} ${JSON.stringify(paid.json)}`)
      step = 'verify-payment'
      const verified = await post('/api/verify-payment', { session_id: session, order_id: orderId })
      if (verified.status !== 200 || verified.json.success !== true)
        throw new Error(`answered ${verified.status} ${JSON.stringify(verified.json).slice(0, 200)}`)
      return { ok: true, ms: performance.now() - startedAt, orderId }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return { ok: false, ms: performance.now() - startedAt, step, reason, orderId }
    }
  }

  return { run, close: () => agent.destroy() }
}

export const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number)

/** p50 and p99 of the successful flows, and the errors by step and first reason. */
export function summariseFlows(results: FlowResult[]) {
  const times = results
    .filter((r) => r.ok)
    .map((r) => r.ms)
    .sort((a, b) => a - b)
  const failures = results.filter((r) => !r.ok)
  const reasons = new Map<string, number>()
  for (const failure of failures) {
    const key = `${failure.step}: ${failure.reason.slice(0, 120)}`
    reasons.set(key, (reasons.get(key) ?? 0) + 1)
  }
  return {
    flows: results.length,
    ok: times.length,
    errors: failures.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    reasons: [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 3),
  }
}

/** The slowest purchase and the errors of a warm-up, whose flows the figures leave out. */
export function summariseWarmUp(results: FlowResult[]) {
  return {
    flows: results.length,
    errors: results.filter((r) => !r.ok).length,
    maxMs: Math.max(0, ...results.map((r) => r.ms)),
  }
}

/**
 * `clients` customers each placing and paying orders back to back until `seconds` have passed, after
 * `warmUpSeconds` of the same whose flows are not counted. `results` holds every flow, warm-up included.
 */
export async function closedLoop(
  flow: ReturnType<typeof createOrderFlow>,
  options: { clients: number; seconds: number; firstIndex: number; warmUpSeconds?: number },
) {
  const results: Array<FlowResult & { warmUp: boolean }> = []
  const counting = performance.now() + (options.warmUpSeconds ?? 0) * 1000
  const deadline = counting + options.seconds * 1000
  let next = options.firstIndex
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < deadline) {
        const warmUp = performance.now() < counting
        results.push({ ...(await flow.run(next++)), warmUp })
      }
    }),
  )
  const seconds = (performance.now() - counting) / 1000
  const summary = summariseFlows(results.filter((r) => !r.warmUp))
  const warmUp = summariseWarmUp(results.filter((r) => r.warmUp))
  return { ...summary, seconds, ordersPerSec: summary.ok / seconds, warmUp, results }
}
