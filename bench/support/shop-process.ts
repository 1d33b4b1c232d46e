import { type ChildProcess, spawn } from 'node:child_process'

export type ShopProcess = { url: string; child: ChildProcess; stop(): Promise<void> }

// signal 0 checks that some process of the group is left, and sends nothing
function groupAlive(group: number) {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** Starts the shop with `npm start` and resolves when `/` first answers 200, with the time that took. */
export async function startShop(options: {
  port: number
  dataDir: string
  env?: Record<string, string>
  timeoutMs?: number
}): Promise<ShopProcess & { msToFirst200: number }> {
  const started = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://127.0.0.1:${options.port}`
  const deadline = started + (options.timeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`)
    const ok = await fetch(`${url}/`)
      .then((response) => response.status === 200)
      .catch(() => false)
    if (ok) break
    if (performance.now() > deadline) throw new Error('the shop did not answer in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const msToFirst200 = performance.now() - started
  return {
    url,
    child,
    msToFirst200,
    async stop() {
      // npm, sh, tsx and node form one process group; stop them together. npm exits at once, while the
      // shop still finishes its requests and closes its database: wait until the whole group is gone, or
      // the next start would find the last shop still answering on the port
      const group = child.pid
      if (group === undefined) return
      process.kill(-group, 'SIGTERM')
      while (groupAlive(group)) await new Promise((resolve) => setTimeout(resolve, 25))
    },
  }
}
