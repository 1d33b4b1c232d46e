import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['a refused connect to every address', new AggregateError([withCode('connect', 'ECONNREFUSED')])],
  ])('is true for %s, also wrapped by drizzle', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'Connection terminated'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false)
  })
})
