/**
 * A small phrase grammar: a production maps to alternatives, and an alternative is text with placeholders.
 * `{name}` expands another production, `{name|cap}` / `{name|upper}` / `{name|lower}` also changes its
 * case, and `{$name}` inserts a bound value (customer text) exactly as given. Bound values are never scanned
 * for placeholders, and case modifiers never touch them, so nothing a customer types is ever interpreted.
 * A value named `s-...` belongs to the customer's story and may be empty: an alternative that uses an empty
 * one is never chosen, so a line about "the boiler" appears only when there is a boiler.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator'
import { afterMark } from '../text/marks'

export type Grammar = Readonly<Record<string, readonly string[]>>
export type Bindings = Readonly<Record<string, string>>

const modifiers = {
  cap: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  upper: (text: string) => text.toUpperCase(),
  lower: (text: string) => text.toLowerCase(),
} as const
type Modifier = keyof typeof modifiers

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'symbol'; name: string; modifier: Modifier | null }
  | { kind: 'variable'; name: string }

/** A run of expanded text; `literal` runs came from bindings and must reach the output untouched. */
type Segment = { text: string; literal: boolean }

const PLACEHOLDER = /^\{(\$?)([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*)(?:\|([a-z]+))?\}$/
const BRACED = /\{[^{}]*\}/g
const MAX_DEPTH = 16

export class GrammarError extends Error {
  override name = 'GrammarError'
}

const parsed = new Map<string, readonly Part[]>()

/** Splits a template into text and placeholders; any brace that is not a well-formed placeholder throws. */
export function parseTemplate(template: string): readonly Part[] {
  const cached = parsed.get(template)
  if (cached) return cached
  const parts: Part[] = []
  let last = 0
  const pushText = (text: string) => {
    if (text.includes('{') || text.includes('}')) {
      throw new GrammarError(`Stray brace in grammar text: ${JSON.stringify(template)}`)
    }
    if (text !== '') parts.push({ kind: 'text', text })
  }
  for (const match of template.matchAll(BRACED)) {
    pushText(template.slice(last, match.index))
    const placeholder = PLACEHOLDER.exec(match[0])
    if (!placeholder)
      throw new GrammarError(`Malformed placeholder ${match[0]} in ${JSON.stringify(template)}`)
    const [, dollar, name = '', modifier] = placeholder
    if (dollar) {
      if (modifier) throw new GrammarError(`Bound values take no modifier: ${match[0]}`)
      parts.push({ kind: 'variable', name })
    } else {
      if (modifier !== undefined && !(modifier in modifiers)) {
        throw new GrammarError(`Unknown modifier ${modifier} in ${match[0]}`)
      }
      parts.push({ kind: 'symbol', name, modifier: (modifier as Modifier | undefined) ?? null })
    }
    last = match.index + match[0].length
  }
  pushText(template.slice(last))
  parsed.set(template, parts)
  return parts
}

/** xmur3: a tiny string hash whose successive calls give well-mixed 32-bit words for seeding. */
export function hashSeed(text: string): () => number {
  let h = 1779033703 ^ text.length
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return h >>> 0
  }
}

/** One composition's randomness and memory: the same seed always walks the same path. */
export type Expansion = {
  readonly rng: RandomGenerator
  // alternatives already used in this composition, so a scroll does not repeat itself until a list runs dry
  readonly used: Set<string>
  // the latest picks; a list that has run dry starts again without them, so a repeat is never close by
  readonly recent: string[]
}

const RECENT = 16

export function startExpansion(seed: string): Expansion {
  const next = hashSeed(seed)
  return { rng: xoroshiro128plusFromState([next(), next(), next(), next()]), used: new Set(), recent: [] }
}

/** A uniform whole number from `min` to `max`, both included. */
export function rollInt(state: Expansion, min: number, max: number): number {
  return uniformInt(state.rng, min, max)
}

function choose(state: Expansion, list: readonly string[]): string {
  let fresh = list.filter((alternative) => !state.used.has(alternative))
  if (fresh.length === 0) {
    for (const alternative of list) state.used.delete(alternative)
    const distant = list.filter((alternative) => !state.recent.includes(alternative))
    fresh = distant.length > 0 ? distant : [...list]
  }
  const picked = fresh[rollInt(state, 0, fresh.length - 1)] as string
  state.used.add(picked)
  state.recent.push(picked)
  if (state.recent.length > RECENT) state.recent.shift()
  return picked
}

const STORY_VALUE = /^s-/

/** False when the alternative uses a story value the story did not give. */
function tellsOnlyWhatIsKnown(alternative: string, bindings: Bindings): boolean {
  if (!alternative.includes('{$s-')) return true
  return parseTemplate(alternative).every(
    (part) => part.kind !== 'variable' || !STORY_VALUE.test(part.name) || (bindings[part.name] ?? '') !== '',
  )
}

/** True when some alternative of the production can be told with these bindings. */
export function canExpand(grammar: Grammar, symbol: string, bindings: Bindings): boolean {
  return (grammar[symbol] ?? []).some((alternative) => tellsOnlyWhatIsKnown(alternative, bindings))
}

function applyModifier(segments: Segment[], modifier: Modifier | null): Segment[] {
  if (modifier === null) return segments
  if (modifier === 'cap') {
    const [first, ...rest] = segments
    if (!first || first.literal) return segments
    return [{ text: modifiers.cap(first.text), literal: false }, ...rest]
  }
  return segments.map((s) => (s.literal ? s : { text: modifiers[modifier](s.text), literal: false }))
}

function expandParts(
  grammar: Grammar,
  template: string,
  bindings: Bindings,
  state: Expansion,
  depth: number,
): Segment[] {
  if (depth > MAX_DEPTH) throw new GrammarError(`Grammar recursion deeper than ${MAX_DEPTH}: ${template}`)
  const out: Segment[] = []
  for (const part of parseTemplate(template)) {
    if (part.kind === 'text') {
      out.push({ text: part.text, literal: false })
    } else if (part.kind === 'variable') {
      const value = bindings[part.name]
      if (value === undefined) throw new GrammarError(`Unbound value {$${part.name}}`)
      out.push({ text: value, literal: true })
    } else {
      const list = grammar[part.name]
      if (!list || list.length === 0) throw new GrammarError(`Unknown production {${part.name}}`)
      const usable = list.filter((alternative) => tellsOnlyWhatIsKnown(alternative, bindings))
      if (usable.length === 0) throw new GrammarError(`No alternative of {${part.name}} fits the story`)
      const inner = expandParts(grammar, choose(state, usable), bindings, state, depth + 1)
      out.push(...applyModifier(inner, part.modifier))
    }
  }
  return out
}

// a bound value that already ends a sentence ("Bob Smith Jr.", "Yahoo!") takes no second mark from the
// grammar text after it: "what thou didst, Bob Smith Jr." rather than "Jr.."
function joinSegments(segments: readonly Segment[]): string {
  let out = ''
  let literalBefore = ''
  for (const { text, literal } of segments) {
    const joined = literal ? text : afterMark(literalBefore, text)
    out += joined
    if (joined !== '') literalBefore = literal ? joined : ''
  }
  return out
}

/** Expands a template (not customer text) against a grammar. */
export function expandTemplate(grammar: Grammar, template: string, bindings: Bindings, state: Expansion) {
  return joinSegments(expandParts(grammar, template, bindings, state, 0))
}

export function expandSymbol(grammar: Grammar, symbol: string, bindings: Bindings, state: Expansion) {
  return expandTemplate(grammar, `{${symbol}}`, bindings, state)
}

/** Every problem a grammar has: malformed text, missing productions, unknown bound values. */
export function lintGrammar(grammar: Grammar, variables: readonly string[]): string[] {
  const problems: string[] = []
  for (const [name, list] of Object.entries(grammar)) {
    if (list.length === 0) problems.push(`{${name}} has no alternatives`)
    for (const template of list) {
      try {
        for (const part of parseTemplate(template)) {
          if (part.kind === 'symbol' && !grammar[part.name])
            problems.push(`{${name}} uses missing {${part.name}}`)
          if (part.kind === 'variable' && !variables.includes(part.name)) {
            problems.push(`{${name}} uses unknown {$${part.name}}`)
          }
        }
      } catch (error) {
        problems.push(`{${name}}: ${(error as Error).message}`)
      }
    }
  }
  return problems
}

/**
 * One alternative per non-empty line, so grammar files read like lists of phrases; ` // ` inside a line is
 * a line break in the scroll (verse).
 */
export function alts(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().replaceAll(' // ', '\n'))
    .filter((line) => line !== '')
}
