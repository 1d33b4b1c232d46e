import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { loadConfig } from '@/server/config'

/**
 * Where an integration test file keeps its data: a throwaway PGlite database by default, or a fresh
 * database named `<prefix>_<random>` on the PostgreSQL server named by TEST_DATABASE_URL (created here,
 * dropped afterwards). The tests that need a real server (several processes on one database, a restart)
 * find no url without that variable.
 */
export async function createTestDatabaseUrl(
  prefix = 'shop_test',
): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = loadConfig().TEST_DATABASE_URL
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
