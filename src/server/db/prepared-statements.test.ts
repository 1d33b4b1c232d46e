import { describe, expect, it } from 'vitest'
import { StatementNames } from './prepared-statements'

describe('StatementNames', () => {
  it('gives each statement text one name for good and different texts different names', () => {
    const names = new StatementNames()
    const load = names.nameFor('select * from orders where id = $1')
    const record = names.nameFor('update orders set status = $1 where id = $2')
    expect(load).toMatch(/^shop_\d+$/)
    expect(record).not.toBe(load)
    expect(names.nameFor('select * from orders where id = $1')).toBe(load)
  })

  it('stops naming new texts at its bound and keeps the names it gave', () => {
    const names = new StatementNames(2)
    const first = names.nameFor('a = $1')
    names.nameFor('b = $1')
    expect(names.nameFor('c = $1')).toBeUndefined()
    expect(names.nameFor('a = $1')).toBe(first)
    expect(names.size).toBe(2)
  })
})
