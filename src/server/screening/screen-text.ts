import type { CodeRule } from '@/domain/scribes-code'
import { type CompiledRule, compileRules } from './compile-rules'
import { normaliseText } from './normalise'
import { findListedWords } from './obscenity-screen'
import { screenRules } from './screen-rules'
import type { ScreenedText, ScreenFinding } from './screening'

// compiled once, when the module loads: the screen runs on every order at checkout
const compiled = compileRules(screenRules)
const actions = ['refuse', 'hold'] as const
const rulesBy: Record<(typeof actions)[number], CompiledRule[]> = {
  refuse: compiled.rules.filter((rule) => rule.action === 'refuse'),
  hold: compiled.rules.filter((rule) => rule.action === 'hold'),
}

/**
 * Every breach of the Scribes' Code the screen sees in a customer's texts: refusals first, then what is
 * held for a person, at most one finding per field and Code rule (a refusal wins over a hold). Pure and
 * synchronous; the second opinion of a moderation service is the caller's.
 */
export function screenTexts(texts: ScreenedText[]): ScreenFinding[] {
  const findings: Record<(typeof actions)[number], ScreenFinding[]> = { refuse: [], hold: [] }
  const seen = new Map<string, Set<CodeRule>>()
  const screened = texts.filter(({ text }) => text.trim() !== '')
  const views = screened.map(({ text }) => compiled.read(normaliseText(text)))
  const listedWords = findListedWords(views.map((view) => view.words))
  screened.forEach(({ field }, index) => {
    const view = views[index]
    const found = seen.get(field) ?? new Set<CodeRule>()
    seen.set(field, found)
    const add = (finding: Omit<ScreenFinding, 'field'>) => {
      if (found.has(finding.rule)) return
      found.add(finding.rule)
      findings[finding.action].push({ field, ...finding })
    }
    for (const action of actions) {
      for (const word of listedWords[index] ?? []) if (word.action === action) add(word)
      for (const rule of rulesBy[action])
        if (view && !found.has(rule.rule) && rule.matches(view))
          add({ rule: rule.rule, action: rule.action, match: rule.id })
    }
  })
  return [...findings.refuse, ...findings.hold]
}
