/**
 * The craft of the scroll (tests/craft): how much of each customer's story the scroll uses, how different
 * two scrolls of one story are, how often the most frequent sentence comes back over varied orders, the
 * words per product and page, and the time to read a story and write its scroll.
 * `npx tsx bench/craft.ts` prints the figures on its own.
 */
import { fileURLToPath } from 'node:url'
import { type CraftFigures, judgeCraft } from '../tests/craft/judge-craft'
import { type BenchReport, verdictOf } from './report'

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

export const benchCraft = (): CraftFigures => judgeCraft()

export function printCraft(figures: CraftFigures, report?: BenchReport) {
  const section = 'Craft of the scroll (tests/craft, the scribe engine)'
  const rows: Array<[figure: string, value: string, goal: string, ok: boolean | undefined]> = [
    [
      'key specifics used outside quotations',
      percent(figures.specificity),
      '>= 70%',
      figures.specificity >= 0.7,
    ],
    [
      `distinct openings, ${figures.sameInputOrders} same-input orders`,
      String(figures.sameInputOpenings),
      '>= 300',
      figures.sameInputOpenings >= 300,
    ],
    [
      'sentences two same-input scrolls share, mean',
      percent(figures.sameInputOverlap),
      '<= 10%',
      figures.sameInputOverlap <= 0.1,
    ],
    [
      `scrolls holding the most frequent sentence, ${figures.variedOrders} varied orders`,
      `${percent(figures.topSentenceShare)} ("${figures.topSentence}")`,
      '<= 2%',
      figures.topSentenceShare <= 0.02,
    ],
    [
      'scrolls with geese, varied orders / love letters',
      `${percent(figures.geeseShare)} / ${percent(figures.loveGeeseShare)}`,
      '<= 15% / 0%',
      figures.geeseShare <= 0.15 && figures.loveGeeseShare === 0,
    ],
    ...figures.words.map((entry): [string, string, string, boolean] => [
      `words, ${entry.product}, ${entry.pages} page${entry.pages === 1 ? '' : 's'} (min / median / max)`,
      `${entry.min} / ${entry.median} / ${entry.max}`,
      entry.range,
      entry.within === 1,
    ]),
    [
      'read the story and write the scroll, median / p99',
      `${figures.writeMedianMs.toFixed(1)} ms / ${figures.writeP99Ms.toFixed(1)} ms`,
      '',
      undefined,
    ],
  ]
  for (const [figure, value, goal, ok] of rows) {
    console.log(`  ${figure}: ${value}${goal ? ` (goal ${goal}: ${verdictOf(ok ?? false)})` : ''}`)
    report?.add(section, figure, value, goal || undefined, ok)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printCraft(benchCraft())
