/**
 * A line break in anything that can reach a mail header (a name in a subject or a display name, an
 * address in To or Reply-To) is refused at the API with a 400 naming the field, and nothing is stored or
 * sent. Every public form and order endpoint is tried with every such field.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleRequest, classicRequest, cursedRequest, loveRequest } from '@/domain/order-request.fixtures'
import {
  careerApplications,
  commissionRequests,
  contactMessages,
  lightningRoastEntries,
  orders,
  orderTargets,
  outboxMessages,
  sentEmails,
} from '@/server/db/schema'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ FORM_RATE_LIMIT_PER_MINUTE: '10000', ORDER_RATE_LIMIT_PER_MINUTE: '10000' })
})
afterAll(() => shop.stop())

const injected = {
  crlf: 'Eve\r\nBcc: victim@example.test',
  lf: 'Eve\nBcc: victim@example.test',
  cr: 'Eve\rSubject: owned',
  nul: 'Eve\u0000Hidden',
  tab: 'Eve\tTabbed',
  escape: 'Eve\u001b[31m',
  delete: 'Eve\u007f',
  nel: 'Eve\u0085Next line',
  separator: 'Eve\u2028Line',
}
const injectedEmail = 'eve@example.test\r\nBcc: victim@example.test'

const contact = { name: 'Ada', email: 'ada@example.test', message: 'Hello\nthere' }
const career = { role: 'herald', name: 'Ada', email: 'ada@example.test', experience: 'Many\nyears' }
const commission = {
  name: 'Ada',
  email: 'ada@example.test',
  target: 'The Baron',
  tale: 'Long\nago',
  style: 'poetic',
  length: '2-pages',
}
const lightning = { name: 'Ada', targetName: 'The Baron', email: 'ada@example.test' }

type Case = { path: string; body: Record<string, unknown>; field: string; tables: PgTable[] }

const set = (body: object, path: string, value: unknown): Record<string, unknown> => {
  const copy = structuredClone(body) as Record<string, unknown>
  const keys = path.split('.')
  let at = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1) as string] = value
  return copy
}

const orderTables = [orders, orderTargets]
const headerFields: Array<{
  path: string
  body: object
  fields: string[]
  emails: string[]
  tables: PgTable[]
}> = [
  {
    path: '/api/contact-messages',
    body: contact,
    fields: ['name'],
    emails: ['email'],
    tables: [contactMessages],
  },
  {
    path: '/api/career-applications',
    body: career,
    fields: ['name'],
    emails: ['email'],
    tables: [careerApplications],
  },
  {
    path: '/api/commission-requests',
    body: commission,
    fields: ['name', 'target'],
    emails: ['email'],
    tables: [commissionRequests],
  },
  {
    path: '/api/lightning-roast-entries',
    body: lightning,
    fields: ['name', 'targetName'],
    emails: ['email'],
    tables: [lightningRoastEntries],
  },
  { path: '/api/free-samples', body: { name: 'Ada' }, fields: ['name'], emails: [], tables: [] },
  ...['/api/payments', '/api/orders'].flatMap((path) => [
    {
      path,
      body: classicRequest({ recipientName: 'The Baron' }),
      fields: ['customerName', 'targetName', 'recipientName'],
      emails: ['customerEmail', 'recipientEmail'],
      tables: orderTables,
    },
    {
      path,
      body: cursedRequest(),
      fields: ['customerName', 'targetName'],
      emails: ['customerEmail', 'recipientEmail'],
      tables: orderTables,
    },
    {
      path,
      body: loveRequest({ recipientEmail: 'sir@example.test' }),
      fields: ['customerName', 'targetName'],
      emails: ['customerEmail', 'recipientEmail'],
      tables: orderTables,
    },
    {
      path,
      body: bundleRequest({
        targets: [{ name: 'Brother Loudsnore', email: 'snore@example.test', scrollType: 'light-rant' }],
      }),
      fields: ['yourName', 'targets.0.name'],
      emails: ['yourEmail', 'targets.0.email'],
      tables: orderTables,
    },
  ]),
]

const cases: Array<Case & { name: string }> = headerFields.flatMap(
  ({ path, body, fields, emails, tables }) => [
    ...fields.flatMap((field) =>
      Object.entries(injected).map(([kind, value]) => ({
        name: `${path} ${field} with ${kind}`,
        path,
        body: set(body, field, value),
        field,
        tables,
      })),
    ),
    ...emails.map((field) => ({
      name: `${path} ${field} with CR/LF`,
      path,
      body: set(body, field, injectedEmail),
      field,
      tables,
    })),
  ],
)

const count = async (table: PgTable) => (await shop.services.db.select().from(table)).length
const mailCount = async () => (await count(outboxMessages)) + (await count(sentEmails))

describe('control characters in anything that can reach a mail header', () => {
  it.each(cases)('$name: 400 naming the field, no row, no email', async ({ path, body, field, tables }) => {
    const before = await Promise.all(tables.map(count))
    const response = await shop.post(path, body)
    const json = (await response.json()) as { error: { code: string; fields?: Record<string, string> } }
    expect(response.status, JSON.stringify(json)).toBe(400)
    expect(json.error.code).toBe('invalid_request')
    expect(Object.keys(json.error.fields ?? {})).toContain(field)
    expect(await Promise.all(tables.map(count))).toEqual(before)
  })

  it('sent no email for any of them', async () => {
    // the team notice and acknowledgement jobs would have run by now had anything been stored
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailCount()).toBe(0)
  })

  it('still takes line breaks in text meant to span lines, and the same forms without the payloads', async () => {
    for (const { path, body } of headerFields.slice(0, 4)) {
      const response = await shop.post(path, body)
      expect(response.status, await response.clone().text()).toBe(201)
    }
    const [stored] = await shop.services.db.select().from(contactMessages)
    expect(stored?.message).toBe('Hello\nthere')
  })

  it('refuses other control characters in multi-line text, but keeps tabs and line breaks', async () => {
    const nul = await shop.post('/api/contact-messages', { ...contact, message: 'Hello\u0000there' })
    expect(nul.status).toBe(400)
    expect((await nul.json()).error.fields).toHaveProperty('message')
    const tabbed = await shop.post('/api/contact-messages', {
      ...contact,
      message: 'Dear\tcouncil,\r\nhello',
    })
    expect(tabbed.status).toBe(201)
  })
})
