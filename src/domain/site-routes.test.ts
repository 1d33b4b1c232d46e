import { describe, expect, it } from 'vitest'
import { matchSitePath, orderFormPath } from './site-routes'

describe('orderFormPath', () => {
  it.each([
    ['light-rant', '/light-rant-form'],
    ['scroll-of-fury', '/scroll-of-fury-form'],
    ['epic-scroll-commission', '/epic-scroll-commission-form'],
    ['eternal-scroll', '/eternal-scroll-form'],
    ['love-me-scroll', '/love-me-scroll-form'],
    ['mystery-scroll', '/light-rant-form'],
    ['', '/light-rant-form'],
  ])('routes %s to %s', (scrollType, path) => {
    expect(orderFormPath(scrollType)).toBe(path)
  })
})

describe('matchSitePath', () => {
  it.each([
    '/',
    '/bundles',
    '/p/sir-lancelot',
    '/r/sir-lancelot/',
    '/scribes-code',
    '/terms',
    '/privacy',
    '/refunds/',
    `/test-checkout/test_cs_${'0'.repeat(32)}`,
    '/admin/files',
    '/internal/partners',
  ])('knows %s', (path) => expect(matchSitePath(path)).toBeDefined())
  it.each([
    '/nope',
    '/p',
    '/p/a/b',
    '/test-checkout',
    '/test-checkout/a/b',
    '/bundles/extra',
    '/admin/secret',
    '/api',
  ])('does not know %s', (path) => expect(matchSitePath(path)).toBeUndefined())
})
