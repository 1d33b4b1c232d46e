/**
 * `npm run admin -- create --email <email> --password <password> [--name <name>]`
 *
 * Makes an admin account (or promotes an existing one) on the database the shop uses: DATABASE_URL, or
 * the embedded one in DATA_DIR. Migrations are applied first, so it works before the shop's first start.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { authSecret } from '../src/server/auth/auth-secret'
import { createAuth } from '../src/server/auth/create-auth'
import { ensureAdmin } from '../src/server/auth/ensure-admin'
import { ConfigError, loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { DatabaseInUseError } from '../src/server/db/embedded-lock'

const usage = 'Usage: npm run admin -- create --email <email> --password <password> [--name <name>]'

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string().min(8, '--password must be at least 8 characters').max(128),
  name: z.string().trim().min(1).max(100).optional(),
})

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  })
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new UsageError(usage)
  const args = argsSchema.safeParse(values)
  if (!args.success)
    throw new UsageError(`${args.error.issues.map((issue) => issue.message).join('\n')}\n${usage}`)

  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir })
  try {
    const auth = createAuth({ db: database.db, config, secret: await authSecret(config) })
    const result = await ensureAdmin(auth, database.db, args.data)
    const where =
      database.kind === 'postgres'
        ? 'the PostgreSQL database'
        : `the embedded database in ${config.pgliteDir}`
    console.log(
      result === 'created'
        ? `Admin ${args.data.email} created in ${where}. Sign in at /auth.`
        : `${args.data.email} is now an admin in ${where}; its password was set to the one given.`,
    )
  } finally {
    await database.close()
  }
}

class UsageError extends Error {}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message)
  } else {
    console.error('The admin account could not be made:', error)
  }
  process.exit(1)
})
