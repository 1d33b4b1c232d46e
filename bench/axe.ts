/**
 * axe (through @axe-core/playwright, in Debian's Chromium) on every page of the shop: each customer page
 * as a visitor arrives at it (the arrivals of bundle-size.ts) and each back-office screen signed in as an
 * admin, the screens of one order, message, partner, payout run and email opened on real rows where the
 * shop has them. Goal: no serious or critical violation on any page. `npx tsx bench/axe.ts` prints the
 * figures on its own, on a shop of its own.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { staffPaths } from '@/domain/site-routes'
import { type Arrival, customerPages } from './bundle-size'
import type { BenchReport } from './report'
import { chromiumArgs } from './support/chromium'
import { createOrderFlow } from './support/order-flow'
import { benchAdmin, type PageShop, startPageShop } from './support/page-shop'

export type AxeRow = {
  route: string
  address: string
  /** serious and critical violations: rule id and the number of elements */
  blocking: Array<{ id: string; impact: string; nodes: number }>
  note?: string
  error?: string
}

// a payout run's id nobody made: the screen then shows that it found none
const noSuchRun = '00000000-0000-4000-8000-000000000000'

/** The back office's screens with their parameters filled from rows the shop holds (made where cheap). */
async function staffAddresses(shop: PageShop, cookie: string): Promise<Record<string, [string, string?]>> {
  const get = async <T>(api: string) => {
    const response = await fetch(`${shop.url}${api}`, { headers: { cookie } })
    if (!response.ok) throw new Error(`GET ${api} answered ${response.status}`)
    return (await response.json()) as T
  }
  // an order paid through the test checkout, so its screen and the mail log have something to show
  const flow = createOrderFlow(shop.url)
  const paid = await flow.run(0)
  flow.close()
  if (!paid.ok) throw new Error(`the bench order could not be placed: ${paid.reason}`)
  await fetch(`${shop.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Dame Audit',
      email: 'audit@example.test',
      message: 'Are the scrolls fireproof?',
    }),
  })
  const { items } = await get<{ items: Array<{ kind: string; id: string }> }>('/api/staff/inbox')
  const { partners } = await get<{ partners: Array<{ id: string }> }>('/api/staff/partners')
  const { runs } = await get<{ runs: Array<{ id: string }> }>('/api/staff/payout-runs')
  // the order's scroll and receipt are mailed by fulfilment, a moment after the payment
  let emails: Array<{ id: string }> = []
  for (let tries = 0; tries < 40 && emails.length === 0; tries++) {
    ;({ emails } = await get<{ emails: Array<{ id: string }> }>('/api/staff/emails'))
    if (emails.length === 0) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const item = items[0]
  const addresses: Record<string, [string, string?]> = {}
  for (const route of staffPaths) addresses[route] = [route]
  addresses['/admin/orders/:id'] = [`/admin/orders/${paid.orderId}`]
  addresses['/admin/inbox/:kind/:id'] = item
    ? [`/admin/inbox/${item.kind}/${item.id}`]
    : [`/admin/inbox/contact/${noSuchRun}`, 'the inbox was empty: the not-found state']
  addresses['/admin/partners/:id/ledger'] = partners[0]
    ? [`/admin/partners/${partners[0].id}/ledger`]
    : [`/admin/partners/${noSuchRun}/ledger`, 'no partner: the not-found state']
  addresses['/admin/payouts/:id'] = runs[0]
    ? [`/admin/payouts/${runs[0].id}`]
    : [`/admin/payouts/${noSuchRun}`, 'no payout run (none is due on a new shop): the not-found state']
  addresses['/admin/outbox/:id'] = emails[0]
    ? [`/admin/outbox/${emails[0].id}`]
    : [`/admin/outbox/${noSuchRun}`, 'no email sent yet: the not-found state']
  return addresses
}

async function audit(
  browser: Browser,
  url: string,
  options: { arrival?: Arrival; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> },
) {
  const context = await browser.newContext(options.storageState ? { storageState: options.storageState } : {})
  try {
    const page = await context.newPage()
    // the state is put where the router keeps it, as for the bundle sizes
    await page.addInitScript(({ state, localStorage: stored = {} }: Arrival) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value)
      if (state) window.history.replaceState({ usr: state, key: 'bench', idx: 0 }, '')
    }, options.arrival ?? {})
    await page.goto(url, { waitUntil: 'networkidle' })
    // let lazily loaded sections arrive, so they are checked too
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(200)
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact as string, nodes: v.nodes.length }))
    return { blocking, shownPath: new URL(page.url()).pathname }
  } finally {
    await context.close()
  }
}

export async function benchAxe(shop: PageShop): Promise<AxeRow[]> {
  const cookie = await shop.signIn()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const rows: AxeRow[] = []
  try {
    const signIn = await browser.newContext()
    const signedIn = await signIn.request.post(`${shop.url}/api/auth/sign-in/email`, {
      data: benchAdmin,
      headers: { origin: shop.url },
    })
    if (!signedIn.ok()) throw new Error(`the bench admin could not sign in (${signedIn.status()})`)
    const storageState = await signIn.storageState()
    await signIn.close()
    const pages: Array<{ route: string; address: string; arrival?: Arrival; staff: boolean; note?: string }> =
      []
    for (const [route, [address, arrival]] of Object.entries(await customerPages(shop.url)))
      pages.push({ route, address, ...(arrival && { arrival }), staff: false })
    for (const [route, [address, note]] of Object.entries(await staffAddresses(shop, cookie)))
      pages.push({ route, address, staff: true, ...(note && { note }) })
    for (const page of pages) {
      const measured = await audit(browser, `${shop.url}${page.address}`, {
        ...(page.arrival && { arrival: page.arrival }),
        ...(page.staff && { storageState }),
      }).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      const row: AxeRow = {
        route: page.route,
        address: page.address,
        blocking: [],
        ...(page.note && { note: page.note }),
      }
      if ('error' in measured) row.error = measured.error
      else {
        row.blocking = measured.blocking
        const expected = new URL(page.address, shop.url).pathname
        if (measured.shownPath !== expected) row.note = `ended on ${measured.shownPath}`
      }
      rows.push(row)
    }
  } finally {
    await browser.close()
  }
  return rows
}

const section = 'axe: serious and critical accessibility violations per page'

/** The figures as `npm run bench` prints them, and into the report. */
export function printAxe(rows: AxeRow[], report?: BenchReport) {
  for (const row of rows) {
    const note = row.note ? ` (${row.note})` : ''
    if (row.error) {
      console.log(`  ${row.route.padEnd(30)} not checked: ${row.error}: MISSED`)
      report?.notMeasured(section, row.route, row.error, '0')
      continue
    }
    const count = row.blocking.length
    const rules = row.blocking.map((v) => `${v.id} (${v.impact}, ${v.nodes} elements)`).join(', ')
    const value = `${count}${rules ? `: ${rules}` : ''}${note}`
    console.log(`  ${row.route.padEnd(30)} ${value}: ${count === 0 ? 'ok' : 'MISSED'}`)
    report?.add(section, row.route, value, '0', count === 0)
  }
  const clean = rows.filter((row) => !row.error && row.blocking.length === 0).length
  console.log(`  ${clean} of ${rows.length} pages without a serious or critical violation`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shop = await startPageShop({ port: Number(process.env.BENCH_PORT ?? 3454), name: 'bench-axe-shop' })
  try {
    console.log('== axe on every page, staff screens signed in (goal: 0 serious or critical)')
    printAxe(await benchAxe(shop))
  } finally {
    await shop.stop()
  }
}
