import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { shopOutboxDir } from './shop-data'

/**
 * Waits for the shop's dev outbox to hold a message whose raw text matches, and returns it; a message that
 * waits behind the queue's other work (a scroll sent again) may be given longer.
 */
export async function waitForOutboxMail(match: RegExp, timeout = 20_000): Promise<string> {
  const outboxDir = shopOutboxDir()
  let found = ''
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir).catch(() => [])
        for (const file of files) {
          const raw = await readFile(path.join(outboxDir, file), 'utf8')
          if (match.test(raw)) {
            found = raw
            return true
          }
        }
        return false
      },
      { timeout, message: `an outbox message matching ${match}` },
    )
    .toBe(true)
  return found
}
