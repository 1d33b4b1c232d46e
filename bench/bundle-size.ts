import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { CustomerPath } from '@/domain/site-routes'
import { chromiumArgs } from './support/chromium'

/** What a page finds in the browser when it opens: its navigation state, and what earlier pages stored. */
export type Arrival = { state?: unknown; localStorage?: Record<string, string> }

/** Gzip size of every JS and CSS file the browser loads for a page, without scrolling or clicking. */
export async function benchBundleSize(url: string, arrival: Arrival = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const page = await browser.newPage()
  // the state is put where the router keeps it (`usr` of the history entry), as a reload would find it
  await page.addInitScript(({ state, localStorage: stored = {} }: Arrival) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value)
    if (state) window.history.replaceState({ usr: state, key: 'bench', idx: 0 }, '')
  }, arrival)
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
  const shownPath = new URL(page.url()).pathname
  await browser.close()
  const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  const jsBytes = files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.gzipBytes, 0)
  return { files, jsBytes, totalBytes, shownPath }
}

const customer = { name: 'Dame Measured', email: 'dame@example.test' }

/**
 * Every customer page (the type lists them all) as a visitor arrives at it: checkout and confirmation
 * pages with the parameters of an order placed for the purpose, partner pages of a demo partner, and the
 * pages reached from a form with the state or storage that form leaves behind.
 */
export async function customerPages(
  shopUrl: string,
): Promise<Record<CustomerPath | '(404)', [string, Arrival?]>> {
  const response = await fetch(`${shopUrl}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'single',
      scrollType: 'light-rant',
      customerName: customer.name,
      customerEmail: customer.email,
      targetName: 'Sir Heavyweight',
      grievance: 'Sends letters that take an age to arrive.',
      style: 'witty',
      intensity: 2,
    }),
  })
  if (response.status !== 201) throw new Error(`create-payment answered ${response.status}`)
  const { url, orderId } = (await response.json()) as { url: string; orderId: string }
  const checkout = new URL(url).pathname
  const paid = `session_id=${checkout.split('/').pop()}&order_id=${orderId}`
  const starter = {
    id: 'starter',
    title: 'The Starter Arsenal',
    price: 1799,
    quantity: 3,
    type: 'light-rant',
  }
  return {
    '/': ['/'],
    '/bundles': ['/bundles'],
    '/bundle-order': ['/bundle-order', { state: { bundle: starter } }],
    '/light-rant-form': ['/light-rant-form'],
    '/scroll-of-fury-form': ['/scroll-of-fury-form'],
    '/eternal-scroll-form': ['/eternal-scroll-form'],
    '/custom-commission-form': ['/custom-commission-form'],
    '/epic-scroll-commission-form': ['/epic-scroll-commission-form'],
    '/love-me-scroll-form': ['/love-me-scroll-form'],
    '/payment': [`/payment?orderId=${orderId}`],
    '/test-confirmation': [`/test-confirmation?orderId=${orderId}`],
    '/commission-confirmation': [
      '/commission-confirmation',
      {
        localStorage: {
          commissionData: JSON.stringify({
            id: orderId,
            ...customer,
            target: 'The Tax Collector',
            style: 'poetic',
            length: '2-pages',
            voiceNarration: false,
            anonymousDelivery: false,
            submittedAt: new Date().toISOString(),
          }),
        },
      },
    ],
    // a token nobody was given: the page loads the same files as for a real quote, and says so
    '/commission/quote/:token': [`/commission/quote/${'A'.repeat(43)}`],
    '/auth': ['/auth'],
    '/confirmation': [`/confirmation?${paid}`],
    '/payment-success': [`/payment-success?${paid}`],
    '/mock-payment': [
      '/mock-payment',
      {
        // what /bundle-order hands over: the parsed order, its defaults filled in
        state: {
          kind: 'bundle',
          bundleId: 'starter',
          yourName: customer.name,
          yourEmail: customer.email,
          anonymousDelivery: false,
          priceList: 'list',
          targets: [
            {
              id: 'target-1',
              name: 'Abbot Crumbsworth',
              scrollType: 'light-rant',
              writingStyle: 'eloquent',
              intensity: 'medium',
            },
          ],
          upsells: [],
          totalPrice: 1799,
          isBundle: true,
        },
      },
    ],
    '/test-checkout/:sessionId': [checkout],
    '/free-sample': ['/free-sample'],
    '/free-rant-confirmation': [
      '/free-rant-confirmation',
      { state: { targetName: 'The Tax Collector', email: customer.email } },
    ],
    '/p/:slug': ['/p/sir-roastalot'],
    '/r/:slug': ['/r/sir-roastalot'],
    '/scribes-code': ['/scribes-code'],
    '/terms': ['/terms'],
    // tokens nobody was given: each page loads the same files as for a real one, and says so
    '/never-again/:token': [`/never-again/${'A'.repeat(43)}`],
    '/report/:token': [`/report/${'A'.repeat(43)}`],
    '/order/:token': [`/order/${'A'.repeat(43)}`],
    '/privacy': ['/privacy'],
    '/refunds': ['/refunds'],
    '(404)': ['/no-such-scroll'],
  }
}

/** JS and JS + CSS (gzip -9) loaded by every customer page, each in a fresh browser. */
export async function benchCustomerPages(shopUrl: string) {
  const rows = []
  for (const [route, [address, arrival]] of Object.entries(await customerPages(shopUrl))) {
    const { jsBytes, totalBytes, shownPath } = await benchBundleSize(`${shopUrl}${address}`, arrival)
    // a page that sent the browser elsewhere was not measured; its arrival needs fixing
    if (shownPath !== new URL(address, shopUrl).pathname) throw new Error(`${route} went on to ${shownPath}`)
    rows.push({ route, jsBytes, totalBytes })
  }
  return rows
}

// `npx tsx bench/bundle-size.ts`: every customer page alone, on a shop of its own (the port and the build
// folder can be set, so the run does not collide with another shop or build on the machine)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startShop } = await import('./support/shop-process')
  const dataDir = path.resolve(import.meta.dirname, '../.tmp/bench-bundle-shop')
  await rm(dataDir, { recursive: true, force: true })
  const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3303), dataDir })
  try {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    for (const page of await benchCustomerPages(shop.url)) {
      const ceiling = page.route === '/' ? 100 : 110
      const verdict = page.totalBytes <= ceiling * 1024 ? 'ok' : `MISSED (${ceiling} KB)`
      console.log(
        `${page.route.padEnd(30)} JS ${kb(page.jsBytes).padStart(8)}, JS + CSS ${kb(page.totalBytes).padStart(8)}: ${verdict}`,
      )
    }
  } finally {
    await shop.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
