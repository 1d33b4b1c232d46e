/**
 * A change to the order write path is held to the figures of the commit before it, measured in the same
 * run: create-payment req/s and p99, paid -> mailed orders/s and the one-page PDF time may not fall by
 * more than 15%. The base is checked out beside the working tree and measured by its own bench modules,
 * the two trees taking turns so the machine's other load falls on both alike.
 */
import { type CodeFigures, measureCodeFigures } from './code-figures'
import type { BenchReport } from './report'
import { checkOutBase } from './support/base-worktree'
import { measureInTree, type TreeBench, type TreeMeasurement } from './support/measure-in-tree'

const TOLERANCE = 0.15
// a fulfilment round takes 30 to 45 s on this machine; the median of three per tree keeps the whole
// comparison near five minutes
const schedule: Array<{ bench: TreeBench; rounds: number }> = [
  { bench: 'create-payment', rounds: 1 },
  { bench: 'fulfilment', rounds: 3 },
  { bench: 'pdf-render', rounds: 1 },
]

type Tree = 'base' | 'now'
type Results = Record<TreeBench, Record<Tree, TreeMeasurement[]>>

/** A number in a bench's result, or undefined where that tree's module returned another shape. */
function numberAt(result: unknown, ...keys: string[]): number | undefined {
  let value = result
  for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

const shown = (value: number | undefined, digits = 0) => (value === undefined ? '?' : value.toFixed(digits))

function describeResult(bench: TreeBench, result: unknown): string {
  if (bench === 'create-payment')
    return `${shown(numberAt(result, 'rps'))} req/s, p99 ${shown(numberAt(result, 'p99Ms'))} ms, ${shown(numberAt(result, 'errors'))} errors of ${shown(numberAt(result, 'requests'))} requests`
  if (bench === 'fulfilment')
    return `${shown(numberAt(result, 'accepted'))} of ${shown(numberAt(result, 'orders'))} scrolls accepted, ${shown(numberAt(result, 'ordersPerSecond'), 1)} orders/s`
  return `one page median ${shown(numberAt(result, 'onePage', 'medianMs'), 1)} ms, multi-page ${shown(numberAt(result, 'multiPage', 'medianMs'), 1)} ms`
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

type Figure = {
  label: string
  digits: number
  higherIsBetter: boolean
  bench: TreeBench
  read(result: unknown): number | undefined
}

const figures: Figure[] = [
  {
    label: 'create-payment req/s',
    digits: 0,
    higherIsBetter: true,
    bench: 'create-payment',
    read: (r) => numberAt(r, 'rps'),
  },
  {
    label: 'create-payment p99 ms',
    digits: 0,
    higherIsBetter: false,
    bench: 'create-payment',
    read: (r) => numberAt(r, 'p99Ms'),
  },
  {
    label: 'paid -> mailed orders/s (median)',
    digits: 1,
    higherIsBetter: true,
    bench: 'fulfilment',
    read: (r) => numberAt(r, 'ordersPerSecond'),
  },
  {
    label: 'PDF one page median ms',
    digits: 1,
    higherIsBetter: false,
    bench: 'pdf-render',
    read: (r) => numberAt(r, 'onePage', 'medianMs'),
  },
]

function figureOf(figure: Figure, measurements: TreeMeasurement[]): number | undefined {
  const values = measurements
    .flatMap((m) => (m.ok ? [figure.read(m.result)] : []))
    .filter((v) => v !== undefined)
  return values.length === 0 ? undefined : median(values)
}

const percent = (base: number, now: number) => {
  if (base === 0) return 'n/a'
  const change = ((now - base) / base) * 100
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`
}

const section = 'The working tree beside the base revision'

function printFigures(results: Results, baseName: string, report?: BenchReport) {
  console.log(
    `\n  ${'figure'.padEnd(34)}${'base'.padStart(9)}${'now'.padStart(9)}${'change'.padStart(9)}  verdict`,
  )
  const fell: string[] = []
  for (const figure of figures) {
    const base = figureOf(figure, results[figure.bench].base)
    const now = figureOf(figure, results[figure.bench].now)
    let change = ''
    let verdict = 'not compared (a tree has no figure)'
    if (base !== undefined && now !== undefined) {
      change = percent(base, now)
      // for a time, falling means taking more than 15% longer
      const worse = figure.higherIsBetter ? now < base * (1 - TOLERANCE) : now > base * (1 + TOLERANCE)
      verdict = worse ? 'FELL >15%' : 'ok'
      if (worse) fell.push(figure.label)
    }
    report?.add(
      section,
      figure.label,
      shown(now, figure.digits),
      `base ${baseName}: ${shown(base, figure.digits)}${change ? ` (${change})` : ''}; may not fall > 15%`,
      base === undefined || now === undefined ? false : verdict === 'ok',
    )
    console.log(
      `  ${figure.label.padEnd(34)}${shown(base, figure.digits).padStart(9)}${shown(now, figure.digits).padStart(9)}${change.padStart(9)}  ${verdict}`,
    )
  }
  console.log(
    fell.length === 0 ? '  no figure fell by more than 15%' : `  fell by more than 15%: ${fell.join(', ')}`,
  )
}

function printCodeFigures(base: CodeFigures, now: CodeFigures, baseName: string, report?: BenchReport) {
  const rows: Array<[string, number, number]> = [
    ['lines of code in src/', base.linesOfCode, now.linesOfCode],
    ['hand-written SQL statements, src/server', base.sqlStatements, now.sqlStatements],
  ]
  console.log(`\n  ${'code'.padEnd(42)}${'base'.padStart(7)}${'now'.padStart(7)}${'change'.padStart(8)}`)
  for (const [label, before, after] of rows) {
    const change = `${after - before >= 0 ? '+' : ''}${after - before}`
    report?.add(section, label, String(after), `base ${baseName}: ${before} (${change})`)
    console.log(
      `  ${label.padEnd(42)}${String(before).padStart(7)}${String(after).padStart(7)}${change.padStart(8)}`,
    )
  }
  console.log('  SQL statements per file (base, now):')
  const files = [...new Set([...now.sqlByFile, ...base.sqlByFile].map(({ file }) => file))]
  const countIn = (figures: CodeFigures, file: string) =>
    figures.sqlByFile.find((f) => f.file === file)?.count ?? 0
  files.sort(
    (a, b) => countIn(now, b) - countIn(now, a) || countIn(base, b) - countIn(base, a) || a.localeCompare(b),
  )
  for (const file of files)
    console.log(
      `  ${String(countIn(base, file)).padStart(5)}${String(countIn(now, file)).padStart(5)}  ${file}`,
    )
}

/** Prints the comparison section of `npm run bench` for the base revision `rev` (`none` skips it). */
export async function compareWithBase(root: string, rev: string, report?: BenchReport) {
  console.log(
    `\n== the working tree beside base ${rev}: create-payment, paid -> mailed and PDF, the trees taking turns (goal: no figure falls by more than 15%)`,
  )
  if (rev === 'none') {
    report?.add(section, 'comparison', 'skipped: --base none')
    return console.log('  skipped: --base none')
  }
  const started = performance.now()
  const base = await checkOutBase(root, rev).catch((error: unknown) => {
    console.log(`  skipped: ${error instanceof Error ? error.message : error}`)
    report?.notMeasured(section, 'comparison', String(error instanceof Error ? error.message : error))
    return null
  })
  if (!base) return
  try {
    console.log(`  base ${base.commit.slice(0, 7)} ${base.subject}`)
    if (base.missingPackages.length > 0) {
      console.log(
        `  skipped: the base needs packages the working tree has not installed: ${base.missingPackages.join(', ')}`,
      )
      report?.notMeasured(section, 'comparison', `the base needs ${base.missingPackages.join(', ')}`)
      return
    }
    for (const { name, base: pinned, installed } of base.otherVersions)
      console.log(`  note: the base pins ${name} ${pinned}; it runs on the installed ${installed}`)

    const trees: Record<Tree, string> = { base: base.root, now: root }
    const results: Results = {
      'create-payment': { base: [], now: [] },
      fulfilment: { base: [], now: [] },
      'pdf-render': { base: [], now: [] },
    }
    let turn = 0
    for (const { bench, rounds } of schedule) {
      for (let round = 1; round <= rounds; round++) {
        const order: Tree[] = turn++ % 2 === 0 ? ['base', 'now'] : ['now', 'base']
        for (const tree of order) {
          const start = performance.now()
          const measured = await measureInTree(trees[tree], bench)
          results[bench][tree].push(measured)
          const name = rounds > 1 ? `${bench}, round ${round}, ${tree}` : `${bench}, ${tree}`
          const took = `(${((performance.now() - start) / 1000).toFixed(0)} s)`
          report?.add(
            section,
            name,
            measured.ok ? describeResult(bench, measured.result) : `not measured: ${measured.reason}`,
          )
          console.log(
            `  ${name}: ${measured.ok ? describeResult(bench, measured.result) : `not measured: ${measured.reason}`} ${took}`,
          )
        }
      }
    }
    const baseName = base.commit.slice(0, 7)
    printFigures(results, baseName, report)
    printCodeFigures(await measureCodeFigures(base.root), await measureCodeFigures(root), baseName, report)
  } finally {
    await base.remove()
    const seconds = (performance.now() - started) / 1000
    console.log(`\n  the comparison took ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`)
  }
}
