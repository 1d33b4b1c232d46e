import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { oneStatement } from './one-statement'

const text = (statement: ReturnType<typeof oneStatement>) => new PgDialect().sqlToQuery(statement)

describe('oneStatement', () => {
  it('puts each write in a CTE ahead of the final statement, keeping their parameters', () => {
    const query = text(
      oneStatement([sql`update a set x = ${1}`, sql`insert into b values (${'two'})`], sql`select ${3}`),
    )
    expect(query.sql).toBe(
      'with "write_0" as (update a set x = $1), "write_1" as (insert into b values ($2)) select $3',
    )
    expect(query.params).toEqual([1, 'two', 3])
  })

  it('is the final statement alone when there is nothing else to write', () => {
    expect(text(oneStatement([], sql`select ${1}`)).sql).toBe('select $1')
  })
})
