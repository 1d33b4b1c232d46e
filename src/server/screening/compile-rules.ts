import { anchorIndex, patternAnchors, squeeze } from './anchors'
import type { NormalisedText } from './normalise'
import { relaxWords } from './relax-words'
import { expandVocabulary } from './rule-vocabulary'
import type { ScreenRule, ScreenView } from './screen-rule'

/** A text as the compiled rules read it: its views, and which patterns its anchors let run (1) or skip. */
export type ReadText = NormalisedText & { runs: Uint8Array }

// one expression a pattern: joined into one alternation they run several times slower in V8
type Pattern = { slot: number; strict: RegExp; stretched: RegExp }
type Matcher = { view: ScreenView; patterns: Pattern[] }

export type CompiledRule = Pick<ScreenRule, 'id' | 'rule' | 'action'> & { matches(text: ReadText): boolean }

function readBy(text: ReadText, { view, patterns }: Matcher): boolean {
  const read = view === 'plain' ? text.plain : text.words
  return patterns.some(
    ({ slot, strict, stretched }) =>
      text.runs[slot] === 1 && (text.stretched ? stretched : strict).test(read),
  )
}

/**
 * The rules ready to run, compiled once when the module loads, and `read`, which finds in a text the
 * anchors (`anchors.ts`) that let a pattern run: a pattern none of whose anchors is in the text is skipped,
 * and so is every pattern of the `plain` view in a text without a digit.
 */
export function compileRules(rules: readonly ScreenRule[]) {
  let slots = 0
  const unguarded: number[] = []
  const numeric: number[] = []
  const byAnchor = new Map<string, number[]>()

  const compilePattern = (view: ScreenView, source: string): Pattern => {
    const slot = slots++
    const expanded = expandVocabulary(source)
    if (view === 'plain') {
      numeric.push(slot)
      const pattern = new RegExp(expanded)
      return { slot, strict: pattern, stretched: pattern }
    }
    const anchors = patternAnchors(expanded)
    if (!anchors) unguarded.push(slot)
    for (const anchor of anchors ?? []) byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), slot])
    const compile = (stretched: boolean) => new RegExp(`\\b(?:${relaxWords(expanded, { stretched })})\\b`)
    return { slot, strict: compile(false), stretched: compile(true) }
  }
  const compileGroup = (view: ScreenView, sources: readonly string[]): Matcher => ({
    view,
    patterns: sources.map((source) => compilePattern(view, source)),
  })

  const compiled = rules.map((rule): CompiledRule => {
    const main = compileGroup(rule.view ?? 'words', rule.patterns)
    const alongside = rule.alongside && compileGroup(rule.alongside.view ?? 'words', rule.alongside.patterns)
    return {
      id: rule.id,
      rule: rule.rule,
      action: rule.action,
      matches: (text) => readBy(text, main) && (!alongside || readBy(text, alongside)),
    }
  })
  const findAnchors = anchorIndex(byAnchor.keys())

  return {
    rules: compiled,
    read(text: NormalisedText): ReadText {
      const runs = new Uint8Array(slots)
      for (const slot of unguarded) runs[slot] = 1
      if (/\d/.test(text.plain)) for (const slot of numeric) runs[slot] = 1
      for (const anchor of findAnchors(squeeze(text.words)))
        for (const slot of byAnchor.get(anchor) ?? []) runs[slot] = 1
      return { ...text, runs }
    },
  }
}
