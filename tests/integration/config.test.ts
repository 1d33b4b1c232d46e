import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@/server/config'

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.SEED_DEMO_DATA).toBeUndefined()
    expect(loadConfig({ SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true)
    expect(config.STORAGE_DRIVER).toBe('fs')
    // one core is left to the shop itself, at least one renderer and at most four
    expect(config.SCROLL_RENDERERS).toBe(Math.min(4, Math.max(1, availableParallelism() - 1)))
    expect(loadConfig({ SCROLL_RENDERERS: '0' }).SCROLL_RENDERERS).toBe(0)
    expect(config.SHOP_ROLE).toBe('all')
    expect(config.WEB_PROCESSES).toBe(1)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TEAM_MAILBOX: 'nobody' }, 'TEAM_MAILBOX'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ SCROLL_RENDERERS: '-1' }, 'SCROLL_RENDERERS'],
    [{ SCROLL_RENDERERS: 'many' }, 'SCROLL_RENDERERS'],
    [{ SHOP_ROLE: 'cashier' }, 'SHOP_ROLE'],
    // the embedded database belongs to one process: no second role, no second web process
    [{ SHOP_ROLE: 'web' }, 'SHOP_ROLE'],
    [{ SHOP_ROLE: 'worker' }, 'SHOP_ROLE'],
    [{ WEB_PROCESSES: '2' }, 'WEB_PROCESSES'],
    [{ WEB_PROCESSES: '0' }, 'WEB_PROCESSES'],
    [{ WEB_PROCESSES: '2', SHOP_ROLE: 'worker', DATABASE_URL: 'postgres://shop@db/shop' }, 'WEB_PROCESSES'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${variable}:`, 'm'))
  })

  it('stops the shop at start with a message naming the bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toMatch(/PORT: .*number/i)
  })
})
