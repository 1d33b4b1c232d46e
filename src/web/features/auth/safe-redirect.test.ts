import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './safe-redirect'

const origin = 'https://scrollsoffury.shop'

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/internal/admin-analytics', origin)).toBe('/internal/admin-analytics')
    expect(safeRedirectTarget('/admin/users?page=2#top', origin)).toBe('/admin/users?page=2#top')
  })

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example/admin',
    '/./\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/auth?redirect=/admin',
    '',
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, origin)).toBeNull()
  })

  it('keeps a path with dot segments, resolved, when it stays on this site', () => {
    expect(safeRedirectTarget('/admin/../orders/./list', origin)).toBe('/orders/list')
  })

  it('refuses nothing given', () => {
    expect(safeRedirectTarget(null, origin)).toBeNull()
  })
})
