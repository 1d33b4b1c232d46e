import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs } from './support/chromium'

/** Gzip size of every JS and CSS file the browser loads for a page, without scrolling or clicking. */
export async function benchBundleSize(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const page = await browser.newPage()
  const files: Array<{ file: string; gzipBytes: number }> = []
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const body = await response.body().catch(() => undefined)
    if (body)
      files.push({ file: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await browser.close()
  const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  return { files, totalBytes }
}
