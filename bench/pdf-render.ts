/**
 * PDF render time per scroll, one page and multi-page (goal: median <= 25 ms). Each scroll is composed by
 * the scribe engine from varied orders; only `renderScrollPdf` is timed, after a warm-up that lets the
 * per-process caches (fonts, parchment sheets, seals, shaped words) fill as a running worker's would.
 * `npx tsx bench/pdf-render.ts` prints the figures on its own.
 */
import { fileURLToPath } from 'node:url'
import { classicStyles, cursedStyles, type IntensityLevel } from '@/domain/catalog-options'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { type ComposedScroll, noFlags, type ScrollRequest } from '@/domain/scribe/scroll-request'
import { renderScrollPdf, type ScrollPdfMeta } from '@/server/fulfilment/scroll-pdf/render-scroll-pdf'

const WARM_UP = 60
const RUNS = 240

const targets = [
  'Sir Reginald Puddlesworth',
  'Lady Agatha Crumb',
  'Brother Tobias of the Damp Cellar',
  'Karen',
]
const grievances = [
  'He ate my lunch from the office fridge and left the empty box on my desk',
  'She replied-all to the whole company with my salary',
  'Borrowed my lawnmower in 2019 and returned it as a rumour',
]
const cursed = Object.keys(cursedStyles) as Array<keyof typeof cursedStyles>
const classic = Object.keys(classicStyles) as Array<keyof typeof classicStyles>

function orderFor(index: number, multiPage: boolean): { scroll: ComposedScroll; meta: ScrollPdfMeta } {
  const isCursed = multiPage || index % 3 !== 0
  const request: ScrollRequest = {
    seed: `bench-${multiPage ? 'saga' : 'page'}-${index}`,
    kind: 'rant',
    scrollType: isCursed ? 'scroll-of-fury' : 'light-rant',
    targetName: targets[index % targets.length] ?? 'Karen',
    grievance: grievances[index % grievances.length] ?? '',
    style: isCursed
      ? (cursed[index % cursed.length] ?? 'gothic')
      : (classic[index % classic.length] ?? 'witty'),
    intensity: ((isCursed ? 3 : 1) + (index % 3)) as IntensityLevel,
    flags: { ...noFlags, multiPage, cursedFonts: isCursed && index % 2 === 0, fontTantrums: index % 4 === 1 },
    signature: { anonymous: index % 5 === 0, customerName: 'Margery Quill' },
  }
  const meta: ScrollPdfMeta = {
    reference: (0x6f1c2a4e + index).toString(16).toUpperCase(),
    orderNumber: 1001 + index,
    date: new Date(Date.UTC(2026, 2, 1 + (index % 28), 10)),
    scrollType: request.scrollType,
  }
  return { scroll: composeScroll(request), meta }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

async function timeRenders(multiPage: boolean): Promise<{ medianMs: number; p95Ms: number }> {
  // composed up front, so the timings hold the render alone
  const orders = Array.from({ length: WARM_UP + RUNS }, (_, index) => orderFor(index, multiPage))
  for (const { scroll, meta } of orders.slice(0, WARM_UP)) await renderScrollPdf(scroll, meta)
  const times: number[] = []
  for (const { scroll, meta } of orders.slice(WARM_UP)) {
    const start = performance.now()
    await renderScrollPdf(scroll, meta)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) }
}

export async function benchPdfRender(): Promise<{
  onePage: { medianMs: number; p95Ms: number }
  multiPage: { medianMs: number; p95Ms: number }
}> {
  const onePage = await timeRenders(false)
  const multiPage = await timeRenders(true)
  return { onePage, multiPage }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchPdfRender()
  for (const [name, { medianMs, p95Ms }] of Object.entries(figures)) {
    const verdict = medianMs <= 25 ? 'ok' : 'MISSED'
    console.log(
      `  ${name}: median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms (goal median <= 25 ms: ${verdict})`,
    )
  }
}
