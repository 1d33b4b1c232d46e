/**
 * The Scribes' Code screen (`screenTexts`): what it catches of the screening corpus (every harmful text
 * refused or held as expected; at most 2% of the benign held, none refused) and what it costs per order at
 * checkout. Orders are built from the corpus as customers send them (single scrolls, love scrolls and
 * three-target bundles, one in twenty with a harmful text) and screened one at a time after a warm-up.
 * `npx tsx bench/screening.ts` prints the figures on its own.
 */
import { fileURLToPath } from 'node:url'
import { type OrderRequest, orderRequestSchema } from '@/domain/order-request'
import { bundleRequest, classicRequest, loveRequest } from '@/domain/order-request.fixtures'
import { orderTexts } from '@/server/screening/order-texts'
import { screenTexts } from '@/server/screening/screen-text'
import { benignCorpus, harmfulCorpus, judgeCorpus } from '../tests/screening-corpus/judge-corpus'
import { type BenchReport, verdictOf } from './report'

const WARM_UP = 1_000
const RUNS = 10_000

const names = benignCorpus.filter((entry) => entry.kind === 'name').map((entry) => entry.text)
const stories = benignCorpus.filter((entry) => entry.kind !== 'name').map((entry) => entry.text)
const harms = harmfulCorpus.map((entry) => entry.text)
const pick = (list: string[], index: number) => list[index % list.length] ?? ''

function orderFor(index: number): OrderRequest {
  const story = index % 20 === 7 ? pick(harms, index) : pick(stories, index)
  const name = pick(names, index * 7)
  const kind = index % 5
  if (kind === 3) return orderRequestSchema.parse(loveRequest({ targetName: name, situation: story }))
  if (kind === 4)
    return orderRequestSchema.parse(
      bundleRequest({
        bundleReason: pick(stories, index * 3),
        targets: [0, 1, 2].map((target) => ({
          name: pick(names, index + target),
          scrollType: 'light-rant' as const,
          reason: target === 0 ? story : pick(stories, index * 5 + target),
        })),
      }),
    )
  return orderRequestSchema.parse(
    classicRequest({
      targetName: name,
      grievance: story,
      specificRequests: index % 3 === 0 ? pick(stories, index * 11) : undefined,
    }),
  )
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

export type ScreeningFigures = {
  harmfulCaught: number
  harmfulTotal: number
  benignHeld: number
  benignRefused: number
  benignTotal: number
  medianMicros: number
  p99Micros: number
}

export function benchScreening(): ScreeningFigures {
  const { harmfulCaught, harmfulTotal, benignHeld, benignRefused, benignTotal } = judgeCorpus()
  // built up front, so the timings hold the screen alone (reading the order's texts included)
  const orders = Array.from({ length: WARM_UP + RUNS }, (_, index) => orderFor(index))
  for (const order of orders.slice(0, WARM_UP)) screenTexts(orderTexts(order))
  const micros = orders.slice(WARM_UP).map((order) => {
    const started = process.hrtime.bigint()
    screenTexts(orderTexts(order))
    return Number(process.hrtime.bigint() - started) / 1000
  })
  micros.sort((a, b) => a - b)
  return {
    harmfulCaught,
    harmfulTotal,
    benignHeld,
    benignRefused,
    benignTotal,
    medianMicros: percentile(micros, 0.5),
    p99Micros: percentile(micros, 0.99),
  }
}

/** Prints the figures beside their goals and adds them to the bench report when there is one. */
export function printScreening(figures: ScreeningFigures, report?: BenchReport) {
  const section = "Scribes' Code screen (tests/screening-corpus; per order at checkout)"
  const rows: Array<[figure: string, value: string, goal: string, ok: boolean]> = [
    [
      'harmful inputs refused or held',
      `${figures.harmfulCaught} of ${figures.harmfulTotal}`,
      'all',
      figures.harmfulCaught === figures.harmfulTotal,
    ],
    [
      'benign inputs held',
      `${figures.benignHeld} of ${figures.benignTotal}`,
      '<= 2%',
      figures.benignHeld <= figures.benignTotal * 0.02,
    ],
    [
      'benign inputs refused',
      `${figures.benignRefused} of ${figures.benignTotal}`,
      '0',
      figures.benignRefused === 0,
    ],
    [
      'screening time per order, median / p99',
      `${figures.medianMicros.toFixed(0)} µs / ${figures.p99Micros.toFixed(0)} µs`,
      'p99 well under 1 ms',
      figures.p99Micros < 1000,
    ],
  ]
  for (const [figure, value, goal, ok] of rows) {
    console.log(`  ${figure}: ${value} (goal ${goal}: ${verdictOf(ok)})`)
    report?.add(section, figure, value, goal, ok)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printScreening(benchScreening())
