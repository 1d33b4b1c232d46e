import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Another process (a running shop, or `npm run admin`) has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError'
}

/**
 * The embedded database belongs to one process at a time: two PGlite instances on one folder would
 * corrupt it. The owner's process id is kept in `<folder>.lock`; a lock whose process is gone is stale
 * and taken over. Answers the release.
 */
export function lockEmbeddedDatabase(directory: string): () => void {
  const lockFile = path.join(path.dirname(directory), `${path.basename(directory)}.lock`)
  for (;;) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(readFileSync(lockFile, 'utf8').trim())
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${directory} is in use by another process (pid ${owner}), most likely a ` +
          'running shop. Stop it first, or point DATABASE_URL at a PostgreSQL server.',
      )
    }
    rmSync(lockFile, { force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
