import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '@/server/db/database'
import { orders } from '@/server/db/schema'
import { createTestDatabaseUrl } from './support/test-database'

// prepared statements are the PostgreSQL server's; the embedded database runs in the shop's own process
const server = await createTestDatabaseUrl()
let database: Database

beforeAll(async () => {
  if (server.url) database = await openDatabase({ url: server.url, pgliteDir: 'memory://' })
})
afterAll(async () => {
  await database?.close()
  await server.drop()
})

describe.runIf(server.url)('statements on PostgreSQL', () => {
  it('prepares a parameterised statement once per connection and runs it again by name', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      for (const id of ['0b7f5a52-7a43-4a52-9b9e-3c1c1c0f1042', '5d1c4b7e-2f0a-4c8e-9a51-7e6f3b2d9c10']) {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id))
      }
      await tx.execute(sql`select 1 as plain`)
      const result = await tx.execute(sql`select name, statement from pg_prepared_statements`)
      return (result as unknown as { rows: Array<{ name: string; statement: string }> }).rows
    })
    const loads = prepared.filter((row) => row.statement.includes('from "orders" where "orders"."id" = $1'))
    expect(loads).toHaveLength(1)
    expect(loads[0]?.name).toMatch(/^shop_\d+$/)
    // a statement without parameters goes as a simple query, unprepared
    expect(prepared.some((row) => row.statement.includes('plain'))).toBe(false)
  })
})
