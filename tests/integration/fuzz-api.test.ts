import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { users } from '@/server/db/schema'
import {
  type Fingerprint,
  fingerprinter,
  fullReadings,
  jobsRanBetween,
  type ReadFingerprint,
  rowChanges,
  settleJobs,
} from './support/db-fingerprint'
import {
  type FuzzRequest,
  type KnownIds,
  type Operation,
  type Parameter,
  requestFor,
} from './support/fuzz-requests'
import type { Components, JsonSchema } from './support/fuzz-values'
import { completedOrder, placePaidOrder } from './support/orders'
import { Browser, type signedInAs as SignedInAs, shopOrigin, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/**
 * Fuzzes every operation of the OpenAPI document, so a new route is fuzzed without anyone listing it:
 * public routes as anyone, staff routes signed out and as an admin. For every answer:
 * - no 5xx;
 * - every 4xx is JSON `{ error: { code, message } }`;
 * - every 400 is `invalid_request` with `fields` naming at least one field path. A fault in the request as
 *   a whole (a body that is not JSON) is named `_`, as zod's issues at the root of a body are;
 * - a signed-out call to a staff route is refused (401/403) before anything else is read, unless the body
 *   is too large to read at all (413) or the path is no route (404);
 * - a refused request leaves every table's row count as it was (accepted ones may write).
 * FUZZ_SEED=<n> draws other requests (a failure names the seed); FUZZ_BUDGET=<n> draws about that many
 * instead of 10,200; FUZZ_ONLY=<text> fuzzes only the routes whose method, path and caller hold it;
 * FUZZ_LOG_LEVEL=error shows the server's log.
 */

type Document = {
  paths: Record<
    string,
    Record<string, { 'x-access'?: string; parameters?: Parameter[]; requestBody?: RequestBody }>
  >
  components: { schemas: Components }
}
type RequestBody = { required?: boolean; content: Record<string, { schema: JsonSchema }> }
type Caller = 'anyone' | 'signed-out' | 'admin'

// requests drawn in all, shared out by weight: staff routes' validation as an admin matters more than
// their refusal of a stranger, which the authorisation matrix also proves
const budget = Number(process.env.FUZZ_BUDGET ?? 10_200)
// `npm test` sends at least 10,000; a smaller FUZZ_BUDGET (CI's second pass, on PostgreSQL) asks that many
const minimumRequests = Math.min(10_000, budget)
const weights: Record<Caller, number> = { anyone: 8, admin: 4, 'signed-out': 1 }
const victimEmail = 'fuzz-victim@scrollsoffury.test'
const seed = Number(process.env.FUZZ_SEED ?? 20261125)
const errorCodes = new Set([
  'invalid_request',
  'not_found',
  'unauthenticated',
  'forbidden',
  'two_factor_required',
  'conflict',
  'gone',
  'payload_too_large',
  'rate_limited',
])

let shop: TestShop
let admin: Awaited<ReturnType<typeof SignedInAs>>
let document: Document
let operations: Operation[]
let readFingerprint: ReadFingerprint
let server: ServerType
let serverPort: number
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort()

beforeAll(async () => {
  shop = await startTestShop({
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    // each request comes from an address of its own, so the fixed per-client limits never answer first
    TRUST_PROXY: 'true',
  })
  admin = await signedInAs(shop, 'admin')
  // an account the users routes may change: the admin's own would lock the fuzzer out
  await new Browser(shop).signUp(victimEmail)
  // a delivered order, so the staff order and scroll routes have a scroll to reach
  await completedOrder(shop, await placePaidOrder(shop, classicRequest()))
  document = (await (await shop.app.request('/api/openapi.json')).json()) as Document
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      return {
        method,
        path,
        access: operation['x-access'] ?? 'undeclared',
        parameters: operation.parameters ?? [],
        body:
          contentType && content
            ? { contentType, schema: content.schema, required: operation.requestBody?.required === true }
            : undefined,
      }
    }),
  )
  readFingerprint = await fingerprinter(shop)
  server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  serverPort = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  await shop?.stop()
})

// tables whose rows the paths name, and the one account the users routes may change
const idTables = [
  'orders',
  'contact_messages',
  'career_applications',
  'commission_requests',
  'partners',
  'partner_payouts',
  'scroll_deliveries',
  'sent_emails',
  'stored_files',
  'payout_runs',
]

async function knownIds(): Promise<KnownIds> {
  const known: KnownIds = {}
  for (const table of idTables) {
    const { rows } = (await shop.services.db.execute(
      sql.raw(`select id::text from "${table}" order by random() limit 4`),
    )) as unknown as { rows: Array<{ id: string }> }
    if (rows.length > 0) known[table] = rows.map((row) => row.id)
  }
  const [victim] = await shop.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, victimEmail))
  if (victim) known.users = [victim.id]
  return known
}

const labelOf = (operation: Operation, caller: Caller) =>
  `${operation.method.toUpperCase()} ${operation.path} as ${caller}`

function hash(text: string) {
  let value = seed | 0
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0
  return value
}

let sent = 0

/** Sends the request in-process, or (one in four) over a socket, through Node's own body reading. */
async function send(request: FuzzRequest, caller: Caller): Promise<Answer> {
  sent += 1
  const headers: Record<string, string> = {
    ...request.headers,
    'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  }
  // Node's HTTP parser answers a request target it cannot read (characters a URL may not hold, or headers
  // over 16 KiB) with a bare 400 or 431 before the shop sees it: those go in-process only
  const overSocket =
    sent % 4 === 0 && /^[\w\-.~:/?#[\]@!$&'()*+,;=%]*$/.test(request.url) && request.url.length <= 8192
  if (caller === 'admin') {
    headers.cookie = admin.cookieHeader()
    // the staff client names the shop's origin on every change, as a browser does
    if (request.method !== 'GET') headers.origin = overSocket ? `http://127.0.0.1:${serverPort}` : shopOrigin
  }
  if (overSocket) return sendOverSocket(request, headers)
  const response = await shop.app.request(request.url, {
    method: request.method,
    headers,
    body: request.body as BodyInit | undefined,
  })
  return read(response.status, response.headers.get('content-type'), await response.text())
}

// node:http sends the path and headers exactly as drawn: no Content-Type is made up for a body without one
function sendOverSocket(request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: serverPort, method: request.method, path: request.url, headers },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve(
            read(
              incoming.statusCode ?? 0,
              incoming.headers['content-type'],
              Buffer.concat(chunks).toString('utf8'),
            ),
          ),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

type Answer = { status: number; body: unknown; contentType: string }

function read(status: number, contentType: string | null | undefined, text: string): Answer {
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status, body, contentType: contentType ?? '' }
}

/** What is wrong with an answer, or nothing. */
function judge(caller: Caller, answer: Answer): string | undefined {
  const { status, body } = answer
  if (status >= 500) return `${status}: ${JSON.stringify(body).slice(0, 300)}`
  if (status < 400) return caller === 'signed-out' ? `signed out, yet ${status}` : undefined
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } })?.error
  if (!answer.contentType.includes('application/json') || !error)
    return `${status} not a JSON error: ${String(JSON.stringify(body)).slice(0, 200)}`
  if (typeof error.code !== 'string' || !errorCodes.has(error.code))
    return `${status} with code ${String(error.code)}`
  if (typeof error.message !== 'string' || error.message === '') return `${status} without a message`
  if (status === 400) {
    if (error.code !== 'invalid_request') return `400 with code ${error.code}`
    const fields = error.fields as Record<string, unknown> | undefined
    const named = Object.entries(fields ?? {}).filter(
      ([key, text]) => key !== '' && typeof text === 'string' && text !== '',
    )
    if (named.length === 0) return `400 naming no field: ${JSON.stringify(error)}`
  }
  if (caller === 'signed-out' && status !== 401 && status !== 403 && status !== 413) {
    const noRoute = status === 404 && String(error.message).startsWith('No API route')
    if (!noRoute) return `signed out, answered ${status} ${error.code} instead of being refused`
  }
  return undefined
}

/** Sends the request; for a refusal, proves it changed no row (sending it again once jobs have settled, if one ran). */
const timings = { send: 0, fingerprint: 0, settle: 0, settles: 0 }
async function exercise(request: FuzzRequest, caller: Caller, before: Fingerprint) {
  let t = performance.now()
  let answer = await send(request, caller)
  timings.send += performance.now() - t
  t = performance.now()
  let after = await readFingerprint()
  timings.fingerprint += performance.now() - t
  let changes = answer.status >= 400 ? rowChanges(before, after) : []
  for (let attempt = 0; changes.length > 0 && jobsRanBetween(before, after) && attempt < 3; attempt += 1) {
    t = performance.now()
    const settled = await settleJobs(readFingerprint)
    timings.settle += performance.now() - t
    timings.settles += 1
    answer = await send(request, caller)
    after = await readFingerprint()
    changes = answer.status >= 400 ? rowChanges(settled, after) : []
  }
  return { answer, after, changes }
}

const describeRequest = (request: FuzzRequest, caller: Caller) => {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : `<${request.body.length} bytes>`
  return `${request.method} ${request.url.slice(0, 200)} as ${caller} [${request.note}] ${JSON.stringify(request.headers)} ${body.slice(0, 300)}`
}

describe('the API under fuzzing', () => {
  it('finds the public and the staff routes in the document', () => {
    expect(operations.filter((operation) => operation.access === 'public').length).toBeGreaterThan(10)
    expect(
      operations.filter((operation) => operation.access === 'staff' || operation.access === 'admin').length,
    ).toBeGreaterThan(10)
  })

  // found by the fuzzer: Hono's own 400 for a body that is not JSON, and its 415, named no field
  it.each([
    ['a body that is not JSON', 'application/json', '{"name": ', 400],
    ['a body of a type the route does not read', 'text/plain', 'name=Sir', 415],
  ])('names the request as a whole, `_`, for %s', async (_, contentType, body, status) => {
    const response = await shop.app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    })
    expect(response.status).toBe(status)
    const { error } = (await response.json()) as { error: { code: string; message: string; fields: object } }
    expect(error).toEqual({ code: 'invalid_request', message: error.message, fields: { _: error.message } })
  })

  // found by the fuzzer: PostgreSQL refuses U+0000 in text, so a staff search or note holding one failed
  // as a 500; every route's validation now refuses it, naming the field
  const nobody = '00000000-0000-4000-8000-000000000000'
  const scrollPreview = `/api/staff/orders/${nobody}/scrolls/${nobody}/preview`
  const scroll = (change: Record<string, unknown>) => ({
    scroll: {
      title: 'T',
      salutation: 'S',
      paragraphs: [{ text: 'p' }],
      curse: 'c',
      signOff: 's',
      signature: 's',
      sealLine: 's',
      ...change,
    },
  })
  const expectRefusedNaming = async (method: string, path: string, body: unknown, field: string) => {
    const response = await admin.request(path, { method, body })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields)).toEqual([field])
  }
  it.each([
    ['a staff search', 'GET', '/api/staff/not-found-hits?search=a%00b', undefined, 'search'],
    ['a staff search', 'GET', '/api/staff/users?search=%00', undefined, 'search'],
    [
      'a form field',
      'POST',
      '/api/contact-messages',
      { name: 'Sir', email: 'a@b.test', message: 'H\u0000i' },
      'message',
    ],
    [
      'a staff note',
      'POST',
      '/api/staff/notes/order/00000000-0000-4000-8000-000000000000',
      { body: 'a\u0000' },
      'body',
    ],
    ['a scroll revision', 'POST', scrollPreview, scroll({ title: 'T\u0000' }), 'scroll.title'],
  ])(
    'refuses a NUL character in %s as a 400 naming its field (%s %s)',
    async (_, method, path, body, field) => expectRefusedNaming(method, path, body, field),
  )

  // staff text follows the customer forms' rule: a one-line field (it may reach a PDF's line or a mail)
  // holds no control character, a text area keeps its line breaks and tabs and refuses the rest
  it.each([
    [
      'a scroll title with a line break',
      'POST',
      scrollPreview,
      scroll({ title: 'Two\nlines' }),
      'scroll.title',
    ],
    ['a seal line with a bell', 'POST', scrollPreview, scroll({ sealLine: 'ding\u0007' }), 'scroll.sealLine'],
    [
      'a paragraph with an escape',
      'POST',
      scrollPreview,
      scroll({ paragraphs: [{ text: 'red\u001b[31m' }] }),
      'scroll.paragraphs.0.text',
    ],
    ['a staff note with a bell', 'POST', `/api/staff/notes/order/${nobody}`, { body: 'a\u0007b' }, 'body'],
    [
      'a letter to an applicant with an escape',
      'POST',
      `/api/staff/inbox/career/${nobody}/review`,
      { decision: 'rejected', message: 'a\u001bb' },
      'message',
    ],
    [
      'a partner name with a line break',
      'POST',
      '/api/staff/partners',
      { name: 'Sir\nX', slug: 'sir-x' },
      'name',
    ],
    [
      'a ban reason with a line break',
      'PATCH',
      `/api/staff/users/${nobody}`,
      { banned: true, banReason: 'a\r\nb' },
      'banReason',
    ],
  ])('refuses %s as a 400 naming its field (%s %s)', async (_, method, path, body, field) =>
    expectRefusedNaming(method, path, body, field),
  )

  it('keeps the line breaks and tabs of a text area: a scroll paragraph in verse, a note, a letter', async () => {
    const verse = scroll({ paragraphs: [{ text: 'Roses are red,\n\tthy rent is due' }], curse: 'Be\ngone' })
    for (const [method, path, body] of [
      ['POST', scrollPreview, verse],
      ['POST', `/api/staff/notes/order/${nobody}`, { body: 'one\r\n\ttwo' }],
      ['POST', `/api/staff/inbox/career/${nobody}/review`, { decision: 'rejected', message: 'Alas,\nno' }],
    ] as const) {
      // past validation, the order, application or scroll is not found
      const response = await admin.request(path, { method, body })
      expect(response.status, `${method} ${path}`).toBe(404)
    }
  })

  it(`answers ${minimumRequests} drawn requests with no 5xx, JSON errors naming their field, and no row from a refusal`, async () => {
    const started = Date.now()
    const runs = operations.flatMap((operation) =>
      (operation.access === 'public' ? (['anyone'] as const) : (['signed-out', 'admin'] as const)).map(
        (caller) => ({ operation, caller }),
      ),
    )
    const totalWeight = runs.reduce((sum, run) => sum + weights[run.caller], 0)
    const problems = new Map<string, string>()
    const statuses: Record<string, number> = {}
    let fingerprint = await settleJobs(readFingerprint)
    for (const { operation, caller } of runs) {
      if (process.env.FUZZ_ONLY && !labelOf(operation, caller).includes(process.env.FUZZ_ONLY)) continue
      const numRuns = Math.ceil((budget * weights[caller]) / totalWeight)
      const label = labelOf(operation, caller)
      const requests = fc.sample(requestFor(operation, document.components.schemas, await knownIds()), {
        numRuns,
        seed: hash(label),
      })
      for (const request of requests) {
        const { answer, after, changes } = await exercise(request, caller, fingerprint)
        fingerprint = after
        const key = `${label} ${answer.status}`
        statuses[key] = (statuses[key] ?? 0) + 1
        const wrong = judge(caller, answer)
        const code = (answer.body as { error?: { code?: string } })?.error?.code
        if (wrong && !problems.has(`${label} ${answer.status} ${code}`)) {
          problems.set(
            `${label} ${answer.status} ${code}`,
            `${wrong}\n    ${describeRequest(request, caller)}`,
          )
        }
        if (changes.length > 0) {
          problems.set(
            `${label}: rows`,
            `refused with ${answer.status}, yet ${changes.join(', ')}\n    ${describeRequest(request, caller)}`,
          )
        }
      }
    }
    const seconds = (Date.now() - started) / 1000
    console.info(
      `fuzzed ${sent} requests over ${runs.length} operation-callers in ${seconds.toFixed(1)} s (FUZZ_SEED=${seed})`,
    )
    if (process.env.FUZZ_REPORT) console.info(JSON.stringify({ timings, fullReadings, statuses }, null, 1))
    if (problems.size > 0) console.info([...problems.values()].join('\n'))
    expect([...problems.values()].slice(0, 25), `FUZZ_SEED=${seed}`).toEqual([])
    if (!process.env.FUZZ_ONLY) expect(sent).toBeGreaterThanOrEqual(minimumRequests)
    // `__proto__` and `constructor` keys in bodies and queries reached no prototype
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 300_000)
})
