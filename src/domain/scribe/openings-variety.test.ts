/**
 * The title and the salutation are what a recipient reads first, so every voice must have plenty of
 * them at every intensity: at least 30 of each, every one well formed. The grammar is small enough
 * here to list every expansion outright, so every combination of heads, tails and names is checked,
 * not only the ones a few seeds happen to reach; the engine itself must then reach 30 of them.
 */
import { describe, expect, it } from 'vitest'
import type { IntensityLevel } from '../catalog-options'
import { proofread } from '../text/proofread'
import { typeset } from '../text/typeset'
import { expandSymbol, type Grammar, startExpansion } from './phrase-grammar'
import { allVoices, grammarAt, type Voice } from './scribe-voices'
import { bindings, type Listing, levels, listSymbol, NAME } from './test-support'

const MIN_DISTINCT = 30
const SEEDS = 600
// listing stops here; a production this large is varied enough, and the seeds still check what they reach
const LIMIT = 5000

// a bound value travels between these marks while listing, so case modifiers can leave it alone as the
// engine does
const OPEN = '\u0001'
const CLOSE = '\u0002'
const outsideValues = (text: string, change: (part: string) => string) =>
  text
    .split(new RegExp(`(${OPEN}[^${CLOSE}]*${CLOSE})`))
    .map((part) => (part.startsWith(OPEN) ? part : change(part)))
    .join('')
const listing: Listing = {
  value: (name) => `${OPEN}${bindings[name] ?? ''}${CLOSE}`,
  modify: {
    cap: (text) => (text.startsWith(OPEN) ? text : text.charAt(0).toUpperCase() + text.slice(1)),
    upper: (text) => outsideValues(text, (part) => part.toUpperCase()),
    lower: (text) => outsideValues(text, (part) => part.toLowerCase()),
  },
  limit: LIMIT,
}

const listed = new Map<string, Set<string>>()
const read = new Set<string>()

/** Every distinct expansion of `symbol`, as the engine writes it. */
function everyExpansion(voice: Voice, level: IntensityLevel, symbol: string): Set<string> {
  const key = `${voice.id}/${level}/${symbol}`
  let texts = listed.get(key)
  if (!texts) {
    const raw = listSymbol(grammarAt(voice, level), symbol, listing)
    texts = new Set(raw.map((text) => text.replaceAll(OPEN, '').replaceAll(CLOSE, '')))
    listed.set(key, texts)
  }
  return texts
}

/** The distinct expansions the engine writes for up to `SEEDS` orders, enough to count `MIN_DISTINCT`. */
function sampled(grammar: Grammar, symbol: string, voiceId: string, level: IntensityLevel): Set<string> {
  const texts = new Set<string>()
  for (let seed = 0; seed < SEEDS && texts.size < MIN_DISTINCT; seed++) {
    texts.add(
      expandSymbol(grammar, symbol, bindings, startExpansion(`${voiceId}/${level}/${symbol}/${seed}`)),
    )
  }
  return texts
}

// words a title leaves in lower case, and the only ones it may say twice ("The Matter of the Ladle")
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'nor',
  "o'",
  'of',
  'on',
  'or',
  'over',
  'the',
  'to',
  'upon',
  'with',
])
const MAY_REPEAT = new Set(['a', 'an', 'the', 'and', 'o'])
// titles whose repetition is the joke
const RHETORIC = new Set([
  'Woe, Woe, and Thrice Woe',
  'Oh, Bravo. Truly. Bravo',
  'A Small Note About Several Small Things',
  'Love Me, Love Me Not',
])
// the callout-post voice writes its titles in lower case on purpose
const LOWER_CASE_VOICES = new Set(['rant:modern-tumblr'])

const wordsOf = (title: string) =>
  title
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, ''))
    .filter((word) => word !== '')

function titleProblems(title: string, voiceId: string): string[] {
  const problems: string[] = []
  if (/[.,;:]$/.test(title)) problems.push('ends with a mark')
  if (title.includes(NAME) || /[<>{}]/.test(title)) problems.push('names the target or leaks a value')
  const words = wordsOf(title)
  if (!LOWER_CASE_VOICES.has(voiceId)) {
    const lower = words.filter(
      (word, index) => (index === 0 || !SMALL_WORDS.has(word.toLowerCase())) && !/^\p{Lu}/u.test(word),
    )
    if (lower.length > 0) problems.push(`not title case: ${lower.join(', ')}`)
  }
  const seen = words.map((word) => word.toLowerCase())
  const repeated = seen.filter((word, index) => seen.indexOf(word) !== index && !MAY_REPEAT.has(word))
  if (repeated.length > 0 && !RHETORIC.has(title)) problems.push(`says twice: ${repeated.join(', ')}`)
  return problems
}

function salutationProblems(salutation: string): string[] {
  const problems: string[] = []
  if (!salutation.startsWith(`To ${NAME},`)) problems.push('does not open with the name')
  if (!salutation.endsWith(',')) problems.push('does not end with a comma')
  if (/[<>{}]/.test(salutation)) problems.push('leaks a value')
  return problems
}

/** What a proofreader circles in these lines, read as one page (far quicker than line by line). */
function proofreadEach(lines: readonly string[]): string[] {
  return (
    proofread(typeset(lines.join('\n\n')))
      // two different titles may well share a sentence ("A Short Note. Read It", "A Short Note. Read It Twice")
      .filter((fault) => fault.rule !== 'repeated-sentence')
      .map((fault) => `${fault.rule}: ${fault.at}`)
  )
}

describe.each(allVoices().map((voice) => [voice.id, voice] as const))('voice %s', (id, voice) => {
  it.each(levels)('has at least 30 well-formed titles and salutations at intensity %i', (level) => {
    const titles = everyExpansion(voice, level, 'title')
    const salutations = everyExpansion(voice, level, 'salutation')
    expect(titles.size, 'titles').toBeGreaterThanOrEqual(MIN_DISTINCT)
    expect(salutations.size, 'salutations').toBeGreaterThanOrEqual(MIN_DISTINCT)

    // levels that share a band share their lines; each line is read once
    const unread = (texts: Set<string>) => [...texts].filter((text) => !read.has(`${id}/${text}`))
    const faults = [
      ...unread(titles).flatMap((title) => titleProblems(title, id).map((problem) => `${title}: ${problem}`)),
      ...unread(salutations).flatMap((text) =>
        salutationProblems(text).map((problem) => `${text}: ${problem}`),
      ),
      ...proofreadEach([...unread(titles), ...unread(salutations)]),
    ]
    expect(faults).toEqual([])
    for (const text of [...titles, ...salutations]) read.add(`${id}/${text}`)
  })

  it.each(levels)('writes 30 of each within 600 orders at intensity %i', (level) => {
    const grammar = grammarAt(voice, level)
    for (const symbol of ['title', 'salutation']) {
      const every = everyExpansion(voice, level, symbol)
      const written = sampled(grammar, symbol, id, level)
      expect(written.size, symbol).toBeGreaterThanOrEqual(MIN_DISTINCT)
      // what the engine writes is what was listed and checked above
      if (every.size < LIMIT)
        expect(
          [...written].filter((text) => !every.has(text)),
          symbol,
        ).toEqual([])
    }
  })

  it('titles a Mild Shade (or love_me) scroll otherwise than a Nuclear one (or harsh_rejection)', () => {
    const mild = everyExpansion(voice, 1, 'title')
    const nuclear = everyExpansion(voice, 5, 'title')
    expect([...mild].filter((title) => nuclear.has(title))).toEqual([])
  })
})
