import { type ChildProcess, spawn } from 'node:child_process'

/** Starts a node process (TypeScript through tsx) and waits until a URL answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  init?: RequestInit,
) {
  // BENCH_PROFILE_DIR=dir writes a V8 CPU profile of each started process there, to see where the time goes
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    const ok = await fetch(readyUrl, init)
      .then((response) => response.status < 500)
      .catch(() => false)
    if (ok) return { child, stop: () => stopProcess(child) }
    if (Date.now() > deadline) throw new Error(`${readyUrl} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
