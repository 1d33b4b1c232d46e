import { existsSync } from 'node:fs'
import type { z } from 'zod'
import { ConfigError, loadConfig } from '../../src/server/config'
import { type Database, openDatabase } from '../../src/server/db/database'
import { DatabaseInUseError } from '../../src/server/db/embedded-lock'

/** A command given the wrong options: its message is the usage, said without a stack. */
export class UsageError extends Error {}

/** The command's options as its schema reads them; a bad one stops the command with the usage. */
export function parseOptions<T extends z.ZodType>(schema: T, values: unknown, usage: string): z.output<T> {
  const args = schema.safeParse(values)
  if (args.success) return args.data
  throw new UsageError(`${args.error.issues.map((issue) => issue.message).join('\n')}\n${usage}`)
}

/**
 * The shop's configuration (with `.env`, as `npm start` reads it) and its database, migrations applied;
 * `where` names the database for the command's messages.
 */
export async function openShopDatabase() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database: Database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir })
  const where =
    database.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database in ${config.pgliteDir}`
  return { config, database, where }
}

/**
 * Runs a command and exits 1 if it fails: a wrong option, a bad setting or a database another process
 * holds is said in its own words; anything else after `failure`, with its stack.
 */
export function runCommand(main: () => Promise<void>, failure: string) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseInUseError) {
      console.error(error.message)
    } else {
      console.error(failure, error)
    }
    process.exit(1)
  })
}
