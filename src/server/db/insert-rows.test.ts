import { randomUUID } from 'node:crypto'
import { PgDialect, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { insertRowsStatement } from './insert-rows'

const notes = pgTable('notes', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  body: text('body').notNull(),
  mood: text('mood').default('calm'),
})

function parameters(rows: Array<typeof notes.$inferInsert>) {
  const statement = insertRowsStatement(notes, rows)
  if (!statement) throw new Error('no statement')
  const query = new PgDialect().sqlToQuery(statement)
  return { text: query.sql, rows: JSON.parse(query.params[0] as string) as Array<Record<string, unknown>> }
}

describe('insertRowsStatement', () => {
  it('fills a default made in code even when no row gives the column', () => {
    const { text, rows } = parameters([{ body: 'first' }, { body: 'second' }])
    expect(text).toContain('"id"')
    expect(rows.map((row) => row.id)).toEqual([expect.any(String), expect.any(String)])
    expect(rows[0]?.id).not.toBe(rows[1]?.id)
  })

  it('leaves out a column no row gives whose default the database knows', () => {
    const { text, rows } = parameters([{ body: 'first' }])
    expect(text).not.toContain('"mood"')
    expect(rows[0]).not.toHaveProperty('mood')
  })

  it('writes a database default out for the rows that leave the column out when others give it', () => {
    const { rows } = parameters([{ body: 'first', mood: 'cross' }, { body: 'second' }])
    expect(rows.map((row) => row.mood)).toEqual(['cross', 'calm'])
  })

  it('stores half a surrogate pair as U+FFFD, as a query parameter would', () => {
    const { rows } = parameters([{ body: `broken \uD83D here` }])
    expect(rows[0]?.body).toBe('broken \uFFFD here')
  })
})
