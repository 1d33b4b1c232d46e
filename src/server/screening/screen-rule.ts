import type { CodeRule } from '@/domain/scribes-code'

/** Which view of a text a pattern reads (`normalise.ts`): `words` unless it needs digits. */
export type ScreenView = 'plain' | 'words'

/**
 * One rule of the screen, kept as data: regular expressions over a normalised text. In the `words` view a
 * pattern is a whole-word match, `{NAME}` stands for a word list of `rule-vocabulary.ts`, a space between
 * words may be missing and, in a stretched text, a single letter may be doubled (`relax-words.ts`).
 */
export type ScreenRule = {
  /** what staff read in the order's history: `<code rule>.<what it saw>` */
  id: string
  rule: CodeRule
  action: 'refuse' | 'hold'
  /** `plain` is read only in a text with a digit: it is for addresses, phone numbers and sums */
  view?: ScreenView
  /** any one of them is a match */
  patterns: readonly string[]
  /** when given, one of these must match somewhere in the same text too */
  alongside?: { view?: ScreenView; patterns: readonly string[] }
  note?: string
}
