import pg from 'pg'

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// BENCH_DATABASE_PREFIX names the databases apart, when several people bench on one server
const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'shop_bench_'

/** A fresh PostgreSQL database for one benchmark, dropped afterwards. */
export async function withBenchDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX ${prefix} is no plain name`)
  const name = `${prefix}${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await run(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
