import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const fixture = path.resolve(import.meta.dirname, '../../../tests/support/metrics-cluster.ts')

it('adds up the listening web processes at once, while another is still starting', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', require.resolve('tsx'), fixture],
    { timeout: 30_000 },
  )
  const result = JSON.parse(stdout.trim())
  expect(result.error).toBeUndefined()
  expect(result.text).toMatch(/^answered_requests 6$/m)
  // well before the primary would give up on a process that does not answer
  expect(result.ms).toBeLessThan(4_000)
}, 40_000)
