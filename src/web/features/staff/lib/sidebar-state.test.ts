import { describe, expect, it } from 'vitest'
import { readSidebarCookie } from './sidebar-state'

describe('readSidebarCookie', () => {
  it('is open unless the cookie says collapsed', () => {
    expect(readSidebarCookie('')).toBe(true)
    expect(readSidebarCookie('theme=dark; sidebar_state=false')).toBe(false)
    expect(readSidebarCookie('sidebar_state=true; other=1')).toBe(true)
    expect(readSidebarCookie('not_sidebar_state=false')).toBe(true)
  })
})
