/**
 * How well the scribe engine writes a customer's story, read as an editor would (issue figures, shared by
 * the craft test and `npm run bench -- --only craft`):
 * - specificity: the share of each story's key specifics (stories.json) that the scroll uses outside any
 *   quotation of the customer's words;
 * - same input: openings (first body sentence) over many orders of one story, and the share of sentences
 *   two such scrolls have in common;
 * - varied orders: the share of scrolls holding the most frequent sentence (names aside);
 * - words per product and page, and the time to read a story and write its scroll.
 */
import {
  classicStyles,
  commissionStyles,
  cursedStyles,
  loveStyles as loveStyleNames,
} from '@/domain/catalog-options'
import type { ScrollType } from '@/domain/catalog-products'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { type ComposedScroll, noFlags, type ScrollRequest } from '@/domain/scribe/scroll-request'
import { wordRange } from '@/domain/scroll-lengths'
import { lineKey, sentencesOf } from '@/domain/text/sentences'
import { readStory } from '@/server/story/read-story'
import craft from './stories.json'

export type CraftStory = {
  id: string
  scrollType: string
  target: string
  grievance: string
  specialRequests?: string
  love?: 'love_me' | 'love_me_not' | 'harsh_rejection'
  specifics: string[]
}

export const craftStories: readonly CraftStory[] = craft.stories as CraftStory[]

const loveLevels = { love_me: 1, love_me_not: 3, harsh_rejection: 5 } as const
const rantStyles = [
  ...new Set([...Object.keys(classicStyles), ...Object.keys(cursedStyles), ...Object.keys(commissionStyles)]),
]
const loveStyles = Object.keys(loveStyleNames)

// a story is read once: the orders below differ in seed, voice and level, not in what the customer wrote
const read = new Map<string, ReturnType<typeof readStory>>()
const readOnce = (story: CraftStory) => {
  const known = read.get(story.id)
  if (known) return known
  const fresh = readStory({ targetName: story.target, texts: [story.grievance, story.specialRequests] })
  read.set(story.id, fresh)
  return fresh
}

/** The order a customer sends for a story, as the engine reads it; `variant` varies style and level. */
export function requestFor(story: CraftStory, seed: string, variant = 0): ScrollRequest {
  const love = story.scrollType === 'love-me-scroll'
  const styles = love ? loveStyles : rantStyles
  return {
    seed,
    kind: love ? 'love' : 'rant',
    scrollType: story.scrollType as ScrollType,
    targetName: story.target,
    grievance: story.grievance,
    style: styles[variant % styles.length] as ScrollRequest['style'],
    intensity: love
      ? loveLevels[story.love ?? 'love_me']
      : (((variant % 5) + 1) as ScrollRequest['intensity']),
    flags: { ...noFlags, multiPage: variant % 7 === 3 && !love },
    specificRequests: story.specialRequests,
    signature: { anonymous: variant % 4 === 0, customerName: 'Ann Example' },
    story: readOnce(story),
  }
}

/** Every text of a scroll a reader sees, one paragraph to a line. */
export const scrollText = (scroll: ComposedScroll) =>
  [
    scroll.title,
    scroll.salutation,
    ...scroll.paragraphs.map((p) => p.text),
    scroll.curse,
    scroll.signOff,
  ].join('\n')

// a quotation of the customer's words: between curly or straight double quotes
const withoutQuotations = (text: string) => text.replace(/“[^”]*”|"[^"]*"/g, ' ')

const wordCount = (scroll: ComposedScroll) =>
  `${scrollText(scroll)} ${scroll.signature}`.split(/\s+/).filter(Boolean).length

/** The sentences of a scroll as lines, the target's name taken out ("names aside"). */
function linesOf(scroll: ComposedScroll, target: string): string[] {
  const name = target.toLowerCase()
  return scroll.paragraphs
    .flatMap((paragraph) => sentencesOf(paragraph.text))
    .concat(sentencesOf(scroll.curse))
    .map((sentence) => lineKey(sentence.toLowerCase().replaceAll(name, 'NAME')))
    .filter((key): key is string => key !== null)
}

export type CraftFigures = {
  specificity: number
  sameInputOpenings: number
  sameInputOverlap: number
  sameInputOrders: number
  variedOrders: number
  topSentenceShare: number
  topSentence: string
  words: {
    product: string
    pages: number
    min: number
    median: number
    max: number
    range: string
    within: number
  }[]
  writeMedianMs: number
  writeP99Ms: number
  /** the shop's oldest joke, rationed: the share of varied scrolls with geese, and of love letters */
  geeseShare: number
  loveGeeseShare: number
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

export function judgeCraft(
  options: { sameInput?: number; varied?: number; seedsPerStory?: number; timed?: boolean } = {},
): CraftFigures {
  const sameInputOrders = options.sameInput ?? 1000
  const variedOrders = options.varied ?? 1000
  const seedsPerStory = options.seedsPerStory ?? 10

  // specificity: each story in several voices and levels
  let found = 0
  let asked = 0
  for (const story of craftStories) {
    for (let seed = 0; seed < seedsPerStory; seed++) {
      const text = withoutQuotations(
        scrollText(composeScroll(requestFor(story, `${story.id}-${seed}`, seed))),
      ).toLowerCase()
      for (const specific of story.specifics) {
        asked++
        if (text.includes(specific.toLowerCase())) found++
      }
    }
  }

  // same input: one story and one choice of style and level, many orders
  const same = craftStories.find((story) => story.id === 'boiler') ?? (craftStories[0] as CraftStory)
  const openings = new Set<string>()
  const sameLines: Set<string>[] = []
  for (let order = 0; order < sameInputOrders; order++) {
    const scroll = composeScroll(requestFor(same, `same-${order}`, 2))
    openings.add(sentencesOf(scroll.paragraphs[0]?.text ?? '')[0] ?? '')
    sameLines.push(new Set(linesOf(scroll, same.target)))
  }
  let overlap = 0
  let pairs = 0
  for (let index = 0; index + 1 < sameLines.length; index += 2) {
    const a = sameLines[index] as Set<string>
    const b = sameLines[index + 1] as Set<string>
    const common = [...a].filter((line) => b.has(line)).length
    overlap += common / ((a.size + b.size) / 2 || 1)
    pairs++
  }

  // varied orders: every story, voice and level; the most frequent sentence and the words per product
  const counts = new Map<string, number>()
  const wordsBy = new Map<string, { scrollType: string; pages: number; counts: number[] }>()
  const times: number[] = []
  let geese = 0
  let loveLetters = 0
  let loveGeese = 0
  for (let order = 0; order < variedOrders; order++) {
    const story = craftStories[order % craftStories.length] as CraftStory
    const request = requestFor(story, `varied-${order}`, Math.floor(order / craftStories.length))
    // the time to write one scroll as the compose step does: read the story, then write
    const started = performance.now()
    const scroll = composeScroll(
      options.timed === false
        ? request
        : {
            ...request,
            story: readStory({ targetName: story.target, texts: [story.grievance, story.specialRequests] }),
          },
    )
    times.push(performance.now() - started)
    for (const line of new Set(linesOf(scroll, story.target))) counts.set(line, (counts.get(line) ?? 0) + 1)
    const hasGeese = /\b(?:geese|goose)/i.test(scrollText(scroll))
    if (hasGeese) geese++
    if (request.kind === 'love') {
      loveLetters++
      if (hasGeese) loveGeese++
    }
    const key = `${story.scrollType}:${scroll.pages}`
    const entry = wordsBy.get(key) ?? { scrollType: story.scrollType, pages: scroll.pages, counts: [] }
    entry.counts.push(wordCount(scroll))
    wordsBy.set(key, entry)
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1])
  const [topSentence, topCount] = ranked[0] ?? ['', 0]
  times.sort((a, b) => a - b)
  const words = [...wordsBy.values()].map(({ scrollType, pages, counts: list }) => {
    list.sort((a, b) => a - b)
    const range = wordRange(scrollType as ScrollType, pages)
    return {
      product: scrollType,
      pages,
      min: list[0] ?? 0,
      median: percentile(list, 0.5),
      max: list.at(-1) ?? 0,
      range: `${range.min}-${range.max}`,
      within: list.filter((count) => count >= range.min && count <= range.max).length / list.length,
    }
  })
  return {
    specificity: found / asked,
    sameInputOpenings: openings.size,
    sameInputOverlap: overlap / pairs,
    sameInputOrders,
    variedOrders,
    topSentenceShare: topCount / variedOrders,
    topSentence,
    words,
    writeMedianMs: percentile(times, 0.5),
    writeP99Ms: percentile(times, 0.99),
    geeseShare: geese / variedOrders,
    loveGeeseShare: loveLetters === 0 ? 0 : loveGeese / loveLetters,
  }
}
