import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { loadConfig } from '@/server/config'

/**
 * Where an integration test file keeps its data: a throwaway PGlite database by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards).
 */
export async function createTestDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = loadConfig().TEST_DATABASE_URL
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
