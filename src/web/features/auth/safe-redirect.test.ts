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
    'javascript:alert(1)',
    'admin',
    '/auth?redirect=/admin',
    '',
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, origin)).toBeNull()
  })

  it('refuses nothing given', () => {
    expect(safeRedirectTarget(null, origin)).toBeNull()
  })
})
