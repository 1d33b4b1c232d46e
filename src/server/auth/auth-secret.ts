import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config'

/**
 * The secret that signs session cookies: AUTH_SECRET, else one made on the first start and kept beside
 * the embedded database, readable by the shop's user alone. Several instances of one shop must share
 * AUTH_SECRET, or a session made on one is refused by the others.
 */
export async function authSecret(config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET
  const file = path.join(config.dataDir, 'auth-secret')
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(32).toString('base64url')
  await mkdir(config.dataDir, { recursive: true })
  // 'wx': two processes starting at once do not overwrite each other's secret
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  })
  return (await readFile(file, 'utf8')).trim()
}
