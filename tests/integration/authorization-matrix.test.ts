import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Access, StaffRole } from '@/domain/staff-roles'
import { Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/**
 * Every API route in the OpenAPI document declares who may call it (`x-access`), and the server holds
 * each route to it for every kind of caller. A new route without a rule fails here, and so does a
 * document that outside tools (client generators, linters) would refuse.
 */
type Operation = { 'x-access'?: Access; operationId?: string; security?: unknown }
type Document = { paths: Record<string, Record<string, Operation>> }

let shop: TestShop
let served: string
let operations: Array<{ method: string; path: string; access: Access | undefined } & Operation>
const callers: Partial<Record<'anonymous' | StaffRole, Browser>> = {}

beforeAll(async () => {
  shop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  served = await (await shop.app.request('/api/openapi.json')).text()
  const document = JSON.parse(served) as Document
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method,
      path,
      access: operation['x-access'],
    })),
  )
  callers.anonymous = new Browser(shop)
  for (const role of ['user', 'staff', 'admin'] as const) callers[role] = await signedInAs(shop, role)
})
afterAll(async () => {
  await shop?.stop()
})

// a syntactically valid id that names nothing: the route must refuse the caller before looking
const concretePath = (path: string) => `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`

function expected(access: Access, caller: 'anonymous' | StaffRole): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed'
  if (caller === 'anonymous') return 401
  if (caller === 'user') return 403
  if (access === 'admin' && caller === 'staff') return 403
  return 'allowed'
}

describe('the authorisation matrix', () => {
  it('finds the staff routes in the document', () => {
    expect(operations.filter((operation) => operation.access === 'admin').length).toBeGreaterThan(0)
  })

  it('has a declared rule for every route', () => {
    const undeclared = operations.filter((operation) => operation.access === undefined)
    expect(undeclared.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([])
  })

  it('holds every staff route to its rule for every caller', async () => {
    const mismatches: string[] = []
    for (const { method, path, access } of operations) {
      if (access === undefined || access === 'public') continue
      for (const caller of ['anonymous', 'user', 'staff', 'admin'] as const) {
        const browser = callers[caller] as Browser
        const body = method === 'get' ? undefined : {}
        const response = await browser.request(concretePath(path), { method: method.toUpperCase(), body })
        const want = expected(access, caller)
        const got = response.status
        const ok = want === 'allowed' ? got !== 401 && got !== 403 : got === want
        if (!ok) mismatches.push(`${method.toUpperCase()} ${path} as ${caller}: ${got}, expected ${want}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})

describe('the OpenAPI document', () => {
  const named = (list: typeof operations) => list.map(({ method, path }) => `${method.toUpperCase()} ${path}`)

  it('passes swagger-parser’s validation', async () => {
    // the parser rewrites what it is given, so it gets a fresh copy; the document has no external $refs
    const validated = SwaggerParser.validate(JSON.parse(served), { resolve: { external: false } })
    await expect(validated).resolves.toMatchObject({ openapi: '3.1.0' })
  })

  it('names every operation with an operationId of its own', () => {
    expect(named(operations.filter((operation) => !operation.operationId))).toEqual([])
    const ids = operations.map((operation) => operation.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('declares the session cookie on staff operations and no security on public ones', () => {
    const wrong = operations.filter(
      ({ access, security }) =>
        JSON.stringify(security) !== JSON.stringify(access === 'public' ? [] : [{ session: [] }]),
    )
    expect(named(wrong)).toEqual([])
  })
})
