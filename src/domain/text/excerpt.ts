/**
 * How much of a customer's text a letter may quote. A short grievance is quoted whole; a long one is
 * quoted by its opening (its first sentence, or its first clause) and the rest is retold, as a careful
 * scribe would, instead of pasting five thousand characters between quotation marks.
 */
import { wordsOf } from './sentences'

/** A text of at most this many words is quoted whole. */
export const MAX_QUOTED_WORDS = 15
// an excerpt stops at a sentence or clause end within this many words, or is cut short after EXCERPT_CUT
const EXCERPT_WORDS = 12
const EXCERPT_CUT = 10
const MIN_EXCERPT_WORDS = 4

export type Excerpt = { text: string; whole: boolean }

const wordsIn = (token: string) => wordsOf(token).length

/** Words of a text, as a reader counts them: "all-hands" is two, "--" and "&" are none. */
export function wordCount(text: string): number {
  return wordsOf(text).length
}

// where a clause may end: after , ; : or a dash, or before "and", "but", "then", "because", "so", "while"
const CLAUSE_END = /^(?:.*[,;:]|[-–—])$/su
const CLAUSE_START = /^(?:and|but|then|because|so|while|which|who|when|after|before|until)$/i

/** `text` as a letter may quote it: whole, or its opening words (ending in "…" when cut mid-sentence). */
export function excerptOf(text: string): Excerpt {
  // a line break typed in a form field is no line break in a quotation
  const oneLine = /[\r\n]/.test(text) ? text.replace(/\s*[\r\n]+\s*/g, ' ') : text
  const trimmed = oneLine.trim()
  if (wordCount(trimmed) <= MAX_QUOTED_WORDS) return { text: trimmed, whole: true }
  const tokens = trimmed.split(/\s+/)
  let words = 0
  let sentenceEnd = -1
  let clauseEnd = -1
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string
    words += wordsIn(token)
    if (words > EXCERPT_WORDS) break
    if (words < MIN_EXCERPT_WORDS) continue
    if (/[.!?…]["'”’)]*$/u.test(token)) {
      sentenceEnd = index
      break
    }
    if (CLAUSE_END.test(token)) clauseEnd = index
    else if (CLAUSE_START.test(tokens[index + 1] ?? '')) clauseEnd = index
  }
  if (sentenceEnd >= 0) return { text: closeQuotes(tokens.slice(0, sentenceEnd + 1).join(' ')), whole: false }
  const cut = clauseEnd >= 0 ? clauseEnd : cutAfter(tokens, EXCERPT_CUT)
  const opening = tokens
    .slice(0, cut + 1)
    .join(' ')
    .replace(/[\s,;:\-–—]+$/u, '')
  return { text: closeQuotes(`${opening}…`), whole: false }
}

// a cut inside a quotation closes it, so the quote within the quote still ends
function closeQuotes(text: string): string {
  const straight = (text.match(/"/g) ?? []).length % 2 === 1 ? '"' : ''
  const curly = (text.match(/“/g) ?? []).length > (text.match(/”/g) ?? []).length ? '”' : ''
  return text + straight + curly
}

function cutAfter(tokens: readonly string[], count: number): number {
  let words = 0
  for (let index = 0; index < tokens.length; index++) {
    words += wordsIn(tokens[index] as string)
    if (words >= count) return index
  }
  return tokens.length - 1
}
