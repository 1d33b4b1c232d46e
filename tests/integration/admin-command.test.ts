import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/server/db/database'
import { users } from '@/server/db/schema'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-admin-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

// `npm run admin -- …` is `tsx scripts/admin.ts …`; run as npm would, on an embedded database of its own
function admin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  })
}

describe('npm run admin', () => {
  it('creates an admin before the shop ever started, then promotes and resets an existing account', async () => {
    const created = await admin('create', '--email', 'Steward@Example.com', '--password', 'first-password')
    expect(created.stdout).toContain('Admin Steward@Example.com created')
    const again = await admin('create', '--email', 'steward@example.com', '--password', 'second-password')
    expect(again.stdout).toContain('is now an admin')

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') })
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, 'steward@example.com'))
      expect(rows.map((row) => row.role)).toEqual(['admin'])
    } finally {
      await database.close()
    }
  }, 60_000)

  it('says so clearly when a running shop has the embedded database open', async () => {
    const running = await openDatabase({ pgliteDir: path.join(dataDir, 'db') })
    try {
      const refused = await admin(
        'create',
        '--email',
        'late@example.com',
        '--password',
        'a-long-password',
      ).catch((error: { code: number; stderr: string }) => error)
      expect(refused).toMatchObject({ code: 1 })
      expect((refused as { stderr: string }).stderr).toMatch(/is in use by another process \(pid \d+\)/)
    } finally {
      await running.close()
    }
  }, 60_000)

  it('explains its usage when the arguments are wrong', async () => {
    const wrong = await admin('create', '--email', 'not-an-email').catch((error: { stderr: string }) => error)
    expect((wrong as { stderr: string }).stderr).toContain('--email must be an email address')
    expect((wrong as { stderr: string }).stderr).toContain('Usage: npm run admin -- create')
  })
})
