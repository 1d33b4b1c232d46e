import type { z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { apiRoutes } from '../app'
import type { Services } from '../services'

/**
 * Staff forms show the server's messages beside their fields and in their toasts, so no message of a staff
 * route may name a field by its JSON key ("deliveryDays must be ..."): it names it in the words of the
 * field's label. Walks every staff route's body and query, so a new route is checked without being listed.
 */

// building the routes reads nothing: the services are only used when a request comes
const unused = new Proxy({}, { get: (_, key) => (key === 'config' ? {} : undefined) }) as Services

type Schema = z.ZodType & { shape?: Record<string, z.ZodType> }
type RouteDefinition = {
  method: string
  path: string
  'x-access'?: string
  request?: { query?: Schema; body?: { content?: Record<string, { schema?: Schema }> } }
}

const staffSchemas = apiRoutes(unused)
  .openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [definition.route as unknown as RouteDefinition] : [],
  )
  .filter((route) => route['x-access'] !== 'public')
  .flatMap((route) => {
    const name = `${route.method.toUpperCase()} ${route.path}`
    const body = route.request?.body?.content?.['application/json']?.schema
    const query = route.request?.query
    return [
      ...(body?.shape ? [{ name: `${name} body`, schema: body }] : []),
      ...(query?.shape ? [{ name: `${name} query`, schema: query }] : []),
    ]
  })

// a value of every wrong kind a field may meet: missing, empty, too long, the wrong type, out of range
const wrongValues: unknown[] = [undefined, '', 'x'.repeat(10_001), 'not-a-value', -1, 1e12, 1.5, true, {}, []]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether a message names a field by its key: at its start ("message must be text"), or camelCase anywhere. */
function namesByKey(message: string, key: string): boolean {
  if (new RegExp(`^${escapeRegExp(key)}\\b`).test(message)) return true
  return /[A-Z]/.test(key) && new RegExp(`\\b${escapeRegExp(key)}\\b`).test(message)
}

function messagesOf(schema: Schema, value: unknown) {
  const parsed = schema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('staff routes name their fields as the forms label them', () => {
  it('finds the staff routes', () => {
    expect(staffSchemas.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'POST /staff/partners body',
        'POST /staff/commission-requests/{id}/quotes body',
        'GET /staff/orders query',
      ]),
    )
  })

  it.each(staffSchemas)('$name', ({ schema }) => {
    const keys = Object.keys(schema.shape ?? {})
    const messages = new Set(messagesOf(schema, {}))
    for (const key of keys) {
      for (const value of wrongValues) {
        for (const message of messagesOf(schema, { [key]: value })) messages.add(message)
      }
    }
    expect(messages.size).toBeGreaterThan(0)
    expect([...messages].filter((message) => keys.some((key) => namesByKey(message, key)))).toEqual([])
  })

  it('tells a raw key from a label', () => {
    expect(namesByKey('deliveryDays must be a whole number', 'deliveryDays')).toBe(true)
    expect(namesByKey('message must be text', 'message')).toBe(true)
    expect(namesByKey('Give read, handled or assigneeId', 'assigneeId')).toBe(true)
    expect(namesByKey('Delivery (days) must be a whole number from 1 to 60', 'deliveryDays')).toBe(false)
    expect(namesByKey('Message to the customer is required', 'message')).toBe(false)
  })
})
