import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { lockEmbeddedDatabase } from './embedded-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0]
/** a query can run on the database or inside a transaction */
export type DbOrTransaction = Db | DbTransaction

/** The shop's database: embedded PGlite by default, a PostgreSQL server when a URL is given. */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** raw access for pg-boss, which shares the database */
  pglite?: PGlite
  pool?: Pool
  /** runs start-up work (migrations, demo data, the first admin) in one process of the shop at a time */
  alone<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle')

export async function openDatabase(options: {
  url?: string
  pgliteDir: string
  /**
   * what a new embedded database starts as, instead of an empty one: a dump of a migrated database makes
   * it in a third of the time (the integration tests start one for each file)
   */
  pgliteStartingCopy?: Blob
  /** connections this process keeps to PostgreSQL at most */
  connections?: number
}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.connections ?? 10)
    : openPglite(options.pgliteDir, options.pgliteStartingCopy)
}

async function openPostgres(url: string, connections: number): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const { clientPreparingStatements, StatementNames } = await import('./prepared-statements')
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    // while the server is away a request fails in seconds (a 503) instead of waiting for a connection forever
    connectionTimeoutMillis: 5_000,
    Client: clientPreparingStatements(new StatementNames()),
  })
  // an idle connection the server closed (a restart, an administrator) is dropped and replaced by the pool;
  // without a listener its error would end the process
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`))
  // the pool listens only while a connection is idle: one lost in a transaction fails that transaction's
  // query (a 503), and its error event, unheard, would end the process
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle(pool, { schema })
  const alone = <T>(work: () => Promise<T>) => withStartLock(pool, work)
  await alone(() => migrate(db, { migrationsFolder }))
  return { db, kind: 'postgres', pool, alone, close: () => pool.end() }
}

/**
 * Several processes of the shop may start at once on one server (web processes, a worker, other
 * machines): one applies the migrations (or seeds, or makes the admin) while the others wait on a session
 * lock, then find nothing left to do.
 */
async function withStartLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(`select pg_advisory_lock(hashtext('scroll-shop start'))`)
    return await work()
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('scroll-shop start'))`).catch(() => {})
    client.release()
  }
}

async function openPglite(directory: string, startingCopy?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // "memory://" keeps a throwaway database for tests; anything else is a folder on disk
  const onDisk = !directory.startsWith('memory://')
  if (onDisk) await mkdir(directory, { recursive: true })
  const unlock = onDisk ? lockEmbeddedDatabase(directory) : () => {}
  try {
    const pglite = await PGlite.create({ dataDir: directory, loadDataDir: startingCopy })
    const db = drizzle(pglite, { schema })
    await migrate(db, { migrationsFolder })
    const close = async () => {
      await pglite.close()
      unlock()
    }
    // the embedded database belongs to this process alone
    return { db, kind: 'pglite', pglite, alone: (work) => work(), close }
  } catch (error) {
    unlock()
    throw error
  }
}
