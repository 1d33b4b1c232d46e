/**
 * Lighthouse, mobile and desktop, on five pages: the landing page, the bundles, an order form, the
 * sign-in page and the back office's welcome screen signed in as an admin (the session cookie sent with
 * every request). Goal for each: performance >= 98, accessibility, best practices and SEO = 100; SEO is not
 * held on the back office, which tells search engines to stay out.
 * `npx tsx bench/lighthouse-pages.ts` prints the figures on its own, on a shop of its own.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchLighthouse, type LighthouseScores } from './lighthouse'
import type { BenchReport } from './report'
import { type PageShop, startPageShop } from './support/page-shop'

export const lighthousePages = ['/', '/bundles', '/light-rant-form', '/auth', '/admin'] as const
const staffOnly = new Set<string>(['/admin'])

export type LighthouseRow = {
  path: string
  formFactor: 'mobile' | 'desktop'
  scores?: LighthouseScores
  /** why there are no scores, or where a page sent Lighthouse instead */
  problem?: string
}

export async function benchLighthousePages(shop: PageShop): Promise<LighthouseRow[]> {
  const cookie = await shop.signIn()
  const rows: LighthouseRow[] = []
  for (const page of lighthousePages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const score = () =>
        benchLighthouse(`${shop.url}${page}`, formFactor, {
          ...(staffOnly.has(page) && { cookie }),
        }).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      // a trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is worth one more try
      let measured = await score()
      if ('error' in measured) measured = await score()
      if ('error' in measured) {
        rows.push({ path: page, formFactor, problem: measured.error })
        continue
      }
      const { shownPath, ...scores } = measured
      // a signed-out visit to /admin ends on the sign-in page: that is not the back office's score
      const problem = shownPath === page ? undefined : `Lighthouse ended on ${shownPath}`
      rows.push({ path: page, formFactor, scores, ...(problem && { problem }) })
    }
  }
  return rows
}

const section = 'Lighthouse'
const goal = 'performance >= 98; accessibility, best practices, SEO = 100'
// the back office asks search engines to stay out (noindex), which Lighthouse's SEO score counts against it
const staffGoal = 'performance >= 98; accessibility, best practices = 100; SEO not held (noindex)'
const goalOf = (page: string) => (staffOnly.has(page) ? staffGoal : goal)

export function meetsLighthouseGoal(scores: LighthouseScores, options: { staff?: boolean } = {}) {
  return (
    scores.performance >= 98 &&
    scores.accessibility === 100 &&
    scores['best-practices'] === 100 &&
    (options.staff || scores.seo === 100)
  )
}

/** The figures as `npm run bench` prints them, and into the report. */
export function printLighthousePages(rows: LighthouseRow[], report?: BenchReport) {
  for (const row of rows) {
    const name = `${row.path} (${row.formFactor})`
    if (!row.scores) {
      console.log(`  ${name.padEnd(28)} not scored (${row.problem}): MISSED`)
      report?.notMeasured(section, name, row.problem ?? 'no scores', goalOf(row.path))
      continue
    }
    const ok = meetsLighthouseGoal(row.scores, { staff: staffOnly.has(row.path) }) && !row.problem
    const scores = `performance ${row.scores.performance}, accessibility ${row.scores.accessibility}, best practices ${row.scores['best-practices']}, SEO ${row.scores.seo}${row.problem ? ` (${row.problem})` : ''}`
    console.log(`  ${name.padEnd(28)} ${scores}: ${ok ? 'ok' : 'MISSED'}`)
    report?.add(section, name, scores, goalOf(row.path), ok)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shop = await startPageShop({
    port: Number(process.env.BENCH_PORT ?? 3453),
    name: 'bench-lighthouse-shop',
  })
  try {
    console.log(`== Lighthouse on ${lighthousePages.join(', ')} (goal: ${goal})`)
    printLighthousePages(await benchLighthousePages(shop))
  } finally {
    await shop.stop()
  }
}
