import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { staffPaths } from '@/domain/site-routes'
import type { BenchReport } from './report'
import { chromiumArgs } from './support/chromium'
import { startShop } from './support/shop-process'

const admin = { email: 'bench-steward@scrollsoffury.test', password: 'a-bench-stewards-password' }

/**
 * The gzip -9 size of the JS and CSS each back-office screen loads, signed in as an admin, each in a
 * fresh browser context (nothing cached), and of everything the screens load together.
 */
export async function benchStaffPages() {
  const dataDir = path.resolve(import.meta.dirname, '../.tmp/bench-staff-shop')
  await rm(dataDir, { recursive: true, force: true })
  const shop = await startShop({
    port: Number(process.env.BENCH_STAFF_PORT ?? 3304),
    dataDir,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    const signIn = await browser.newContext()
    const signedIn = await signIn.request.post(`${shop.url}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: shop.url },
    })
    if (!signedIn.ok()) throw new Error(`the bench admin could not sign in (${signedIn.status()})`)
    const storageState = await signIn.storageState()
    await signIn.close()

    const union = new Map<string, { gzipBytes: number; js: boolean }>()
    const rows = []
    for (const route of staffPaths) {
      const context = await browser.newContext({ storageState })
      const page = await context.newPage()
      const files = new Map<string, { gzipBytes: number; js: boolean }>()
      page.on('response', async (response) => {
        const type = response.request().resourceType()
        if (type !== 'script' && type !== 'stylesheet') return
        const body = await response.body().catch(() => undefined)
        if (body)
          files.set(new URL(response.url()).pathname, {
            gzipBytes: gzipSync(body, { level: 9 }).length,
            js: type === 'script',
          })
      })
      await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const shown = new URL(page.url()).pathname
      await context.close()
      if (shown !== route) throw new Error(`${route} went on to ${shown}: the bench admin was not let in`)
      for (const [file, size] of files) union.set(file, size)
      const sum = (entries: Iterable<{ gzipBytes: number; js: boolean }>, jsOnly: boolean) =>
        [...entries]
          .filter((entry) => !jsOnly || entry.js)
          .reduce((total, entry) => total + entry.gzipBytes, 0)
      rows.push({ route, jsBytes: sum(files.values(), true), totalBytes: sum(files.values(), false) })
    }
    const all = [...union.values()]
    return {
      rows,
      allJsBytes: all.filter((entry) => entry.js).reduce((total, entry) => total + entry.gzipBytes, 0),
      allBytes: all.reduce((total, entry) => total + entry.gzipBytes, 0),
    }
  } finally {
    await browser.close()
    await shop.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export const staffCeilingBytes = 200 * 1024

export function printStaffPages(result: Awaited<ReturnType<typeof benchStaffPages>>, report?: BenchReport) {
  const section = 'JS and CSS per back-office screen, signed in (gzip -9)'
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const row of result.rows) {
    const verdict = row.jsBytes <= staffCeilingBytes ? 'ok' : 'MISSED (200 KB)'
    console.log(
      `  ${row.route.padEnd(28)} JS ${kb(row.jsBytes).padStart(8)}, JS + CSS ${kb(row.totalBytes).padStart(8)}: ${verdict}`,
    )
    report?.add(
      section,
      row.route,
      `JS ${kb(row.jsBytes)}, JS + CSS ${kb(row.totalBytes)}`,
      'JS <= 200 KB',
      row.jsBytes <= staffCeilingBytes,
    )
  }
  console.log(
    `  every staff screen together: JS ${kb(result.allJsBytes)}, JS + CSS ${kb(result.allBytes)} (goal JS <= 200 KB: ${result.allJsBytes <= staffCeilingBytes ? 'ok' : 'MISSED'})`,
  )
  report?.add(
    section,
    'every staff screen together',
    `JS ${kb(result.allJsBytes)}, JS + CSS ${kb(result.allBytes)}`,
    'JS <= 200 KB',
    result.allJsBytes <= staffCeilingBytes,
  )
}

// `npx tsx bench/staff-bundle-size.ts`: the back office alone, on a shop of its own
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printStaffPages(await benchStaffPages())
}
