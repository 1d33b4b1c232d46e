/**
 * The figures of one `npm run bench`, collected as the sections print them and written as Markdown
 * (docs/benchmarks.md): each figure beside the goal or the peer it was held to in the same run, with the
 * machine and the date, so a figure is never read without what it was measured against.
 */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import pg from 'pg'

export type ReportRow = {
  section: string
  figure: string
  value: string
  /** the ceiling or floor it is held to, or the peer measured beside it; empty for a figure shown alone */
  against: string
  /** ok, MISSED, or empty when there is no goal */
  verdict: string
}

export type BenchReport = ReturnType<typeof createBenchReport>

export const verdictOf = (ok: boolean) => (ok ? 'ok' : 'MISSED')

export function createBenchReport() {
  const rows: ReportRow[] = []
  return {
    rows,
    /** a figure; `ok` gives its verdict against `against` (left out: a figure without a goal) */
    add(section: string, figure: string, value: string, against = '', ok?: boolean) {
      rows.push({ section, figure, value, against, verdict: ok === undefined ? '' : verdictOf(ok) })
    },
    /** a figure that could not be measured, with the reason as its value */
    notMeasured(section: string, figure: string, reason: string, against = '') {
      rows.push({ section, figure, value: `not measured: ${reason}`, against, verdict: 'MISSED' })
    },
  }
}

export type Machine = Record<'cpu' | 'cores' | 'memory' | 'os' | 'node' | 'postgres', string>

async function osName() {
  const release = await readFile('/etc/os-release', 'utf8').catch(() => '')
  const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1]
  return `${pretty ?? os.type()} (kernel ${os.release()}, ${os.arch()})`
}

/** The machine the figures came from, PostgreSQL's version asked of the server the bench used. */
export async function describeMachine(databaseUrl: string): Promise<Machine> {
  const cpus = os.cpus()
  let postgres = 'not reached'
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    const { rows } = await client.query<{ version: string }>('select version()')
    postgres = rows[0]?.version.split(',')[0] ?? postgres
  } catch (error) {
    postgres = `not reached (${error instanceof Error ? error.message : error})`
  } finally {
    await client.end().catch(() => undefined)
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: String(os.availableParallelism()),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: await osName(),
    node: process.version,
    postgres,
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** A Markdown table with its columns padded to their widest cell, as the linter (Biome) keeps tables. */
function table(header: string[], body: string[][]) {
  const rows = [header, ...body].map((row) => row.map(cell))
  const widths = header.map((_, column) => Math.max(3, ...rows.map((row) => [...(row[column] ?? '')].length)))
  const line = (row: string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`
  const [head = [], ...rest] = rows
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rest.map(line)]
}

export function renderReport(rows: ReportRow[], machine: Machine, options: { date: Date; command: string }) {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`${options.command}\` on ${options.date.toISOString().replace('T', ' ').slice(0, 16)} UTC. Every figure was measured in this one run, beside the goal or the peer in its row.`,
    '',
    ...table(
      ['Machine', ''],
      [
        ['CPU', machine.cpu],
        ['Cores', machine.cores],
        ['Memory', machine.memory],
        ['OS', machine.os],
        ['Node.js', machine.node],
        ['PostgreSQL', machine.postgres],
      ],
    ),
  ]
  const missed = rows.filter((row) => row.verdict === 'MISSED')
  lines.push(
    '',
    missed.length === 0
      ? `All ${rows.filter((row) => row.verdict).length} figures with a goal met it.`
      : `${missed.length} of ${rows.filter((row) => row.verdict).length} figures with a goal missed it: ${missed.map((row) => `${row.section}: ${row.figure}`).join('; ')}.`,
  )
  const sections = [...new Set(rows.map((row) => row.section))]
  for (const section of sections) {
    const figures = rows
      .filter((row) => row.section === section)
      .map((row) => [row.figure, row.value, row.against, row.verdict])
    lines.push('', `## ${section}`, '', ...table(['Figure', 'Value', 'Goal or peer', 'Verdict'], figures))
  }
  return `${lines.join('\n')}\n`
}

export async function writeReport(
  file: string,
  rows: ReportRow[],
  databaseUrl: string,
  options: { date: Date; command: string },
) {
  const kept = measuredOnce(await readFile(file, 'utf8').catch(() => ''))
  await writeFile(file, renderReport(rows, await describeMachine(databaseUrl), options) + kept)
}

/**
 * The report's sections of figures measured once, which no run repeats (the tuning behind a decision):
 * from the first heading marked "(measured once", kept below each new report.
 */
function measuredOnce(report: string): string {
  const start = report.search(/^## .*\(measured once/m)
  return start < 0 ? '' : `\n${report.slice(start)}`
}
