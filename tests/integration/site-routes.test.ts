import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { sitePaths } from '@/domain/site-routes'
import { createPartner } from './support/factories'
import { createPayment, sessionIdOf } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop
// what a visitor's browser really asks for: a checkout the shop opened, an active partner's page
const parameterValues: Record<string, string> = {}

beforeAll(async () => {
  shop = await startTestShop()
  const partner = await createPartner(shop.services.db, { slug: 'lady-grudgewell' })
  parameterValues.slug = partner.slug
  parameterValues.sessionId = sessionIdOf(await createPayment(shop, classicRequest()))
  // a message of the back office's Inbox: the page asks the API for it, so any id is a page
  parameterValues.kind = 'contact'
  parameterValues.id = '00000000-0000-4000-8000-000000000000'
  // a commission quote's page asks the API for its quote, so any token is a page
  parameterValues.token = 'A'.repeat(43)
})
afterAll(() => shop.stop())

/** The route pattern with each `:parameter` filled in; a parameter without a value fails the test. */
function pathOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = parameterValues[name]
    if (!value) throw new Error(`no value for :${name} of ${pattern}; add one to parameterValues`)
    return encodeURIComponent(value)
  })
}

async function expectAppPage(path: string, status: number) {
  const response = await shop.app.request(path)
  expect(response.status, path).toBe(status)
  expect(response.headers.get('content-type')).toContain('text/html')
  expect(await response.text()).toContain('<div id="root">')
}

describe('every route of the site', () => {
  it.each(sitePaths)('answers %s with the app and status 200', async (pattern) => {
    await expectAppPage(pathOf(pattern), 200)
  })

  it('fills a checkout route with the session the shop opened', () => {
    expect(pathOf('/test-checkout/:sessionId')).toMatch(/^\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  })

  it('answers an unknown path with the app and status 404', async () => {
    await expectAppPage('/scroll-of-unknown-form', 404)
    await expectAppPage(`/test-checkout/${parameterValues.sessionId}/extra`, 404)
  })
})
