import { execFile } from 'node:child_process'
import { lstat, mkdir, readFile, rm, symlink, unlink } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const git = async (cwd: string, ...args: string[]) => (await run('git', args, { cwd })).stdout.trim()

export type BaseWorktree = {
  root: string
  commit: string
  subject: string
  /** packages the base's package.json names that the working tree's node_modules lacks */
  missingPackages: string[]
  /** packages the base pins at another version than the one installed, which the base then runs on */
  otherVersions: Array<{ name: string; base: string; installed: string }>
  remove(): Promise<void>
}

async function removeWorktree(root: string, worktree: string) {
  // the node_modules link goes first, so nothing that removes the worktree can reach through it
  const link = path.join(worktree, 'node_modules')
  if ((await lstat(link).catch(() => null))?.isSymbolicLink()) await unlink(link)
  await git(root, 'worktree', 'remove', '--force', worktree).catch(() => undefined)
  await rm(worktree, { recursive: true, force: true })
  await git(root, 'worktree', 'prune')
}

async function installedVersion(root: string, name: string): Promise<string | null> {
  const manifest = await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8').catch(
    () => null,
  )
  return manifest === null ? null : (JSON.parse(manifest) as { version: string }).version
}

/**
 * Checks out `rev` as a detached worktree at .tmp/bench-base (git-ignored, so neither tsc nor Biome sees
 * it), replacing any left by an earlier run, with the working tree's node_modules linked into it.
 */
export async function checkOutBase(root: string, rev: string): Promise<BaseWorktree> {
  const commit = await git(root, 'rev-parse', '--verify', '--quiet', `${rev}^{commit}`).catch(() => {
    throw new Error(`${rev} names no commit of this repository`)
  })
  const subject = await git(root, 'log', '-1', '--format=%s', commit)
  const worktree = path.join(root, '.tmp/bench-base')
  await removeWorktree(root, worktree)
  await mkdir(path.dirname(worktree), { recursive: true })
  await git(root, 'worktree', 'add', '--detach', worktree, commit)
  await symlink(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'), 'dir')

  const manifest = JSON.parse(await readFile(path.join(worktree, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const missingPackages: string[] = []
  const otherVersions: BaseWorktree['otherVersions'] = []
  for (const [name, base] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const installed = await installedVersion(root, name)
    if (installed === null) missingPackages.push(name)
    else if (installed !== base.replace(/^[\^~=]/, '')) otherVersions.push({ name, base, installed })
  }
  return {
    root: worktree,
    commit,
    subject,
    missingPackages,
    otherVersions,
    remove: () => removeWorktree(root, worktree),
  }
}
