/**
 * `npm run admin -- create --email <email> --password <password> [--name <name>]`
 *
 * Makes an admin account (or promotes an existing one) on the database the shop uses: DATABASE_URL, or
 * the embedded one in DATA_DIR. Migrations are applied first, so it works before the shop's first start.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { authSecret } from '../src/server/auth/auth-secret'
import { createAuth } from '../src/server/auth/create-auth'
import { ensureAdmin } from '../src/server/auth/ensure-admin'
import { openShopDatabase, parseOptions, runCommand, UsageError } from './support/command'

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
  const options = parseOptions(argsSchema, values, usage)

  const { config, database, where } = await openShopDatabase()
  try {
    const auth = createAuth({ db: database.db, config, secret: await authSecret(config) })
    const result = await ensureAdmin(auth, database.db, options)
    console.log(
      result === 'created'
        ? `Admin ${options.email} created in ${where}. Sign in at /auth.`
        : `${options.email} is now an admin in ${where}; its password was set to the one given.`,
    )
  } finally {
    await database.close()
  }
}

runCommand(main, 'The admin account could not be made:')
