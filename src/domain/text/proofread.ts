/**
 * What a careful proofreader would circle in a letter before it goes out: "a Eternal Scroll", "thy The
 * Starter Arsenal", "Hark! HARK!", a sentence said twice, ",." and " ,", quotes that open and never close,
 * "thou tried". Each rule is small and named, so a failing test says which slip it found and where.
 * The text is read as the recipient reads it: straight quotes already set as curly ones.
 */
import { aOrAn } from './articles'
import { MAX_QUOTED_WORDS } from './excerpt'
import { lineKey, sentencesOf, wordsOf } from './sentences'

export type Fault = { rule: string; at: string }

const LETTER = '\\p{L}\\p{N}'
const context = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ')

function* matches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  for (const match of text.matchAll(pattern)) yield match as RegExpExecArray
}

function articles(text: string, faults: Fault[]): void {
  const pattern = new RegExp(`(?<![${LETTER}'’-])(an?)\\s+[“‘(]?([${LETTER}][${LETTER}'’-]*)`, 'giu')
  for (const match of matches(text, pattern)) {
    const [whole, article = '', word = ''] = match
    // "Plan A", "a/an" on its own line, the letter in "Appendix A" are no articles before a word here
    if (article === 'A' && /^[A-Z]$/.test(word)) continue
    if (article.toLowerCase() !== aOrAn(word))
      faults.push({ rule: 'a-an', at: context(text, match.index, whole.length) })
  }
  // an article (or "thy") before a name that brings its own: "thy The Starter Arsenal", "the sealed The
  // Courtroom" (a capital The after a lowercase article and one word)
  const doubled = [
    /(?<![\p{L}])(?:a|an|the|thy|thine|my|our|your)\s+(?:the|an?)\s+(?=\p{L})/giu,
    /(?<![\p{L}])(?:a|an|the|thy|thine|my|our|your)\s+\p{Ll}+\s+The\s+(?=\p{L})/gu,
  ]
  for (const pattern of doubled) {
    for (const match of matches(text, pattern)) {
      faults.push({ rule: 'article-before-article', at: context(text, match.index, match[0].length) })
    }
  }
}

// a word said twice in a row: "the the"; or a one-word sentence said twice, "Hark! HARK!", "No. No."
// ("Out, out", "alas, alas" are rhetoric, and "…look at it. It is…" is two sentences)
const DOUBLED_WORDS = [
  /(?<![\p{L}'’])(\p{L}+)[^\S\n]+\1(?![\p{L}'’])/giu,
  /(?<=^|[.!?…:;,][”’)]*[^\S\n]+|\n|[“‘(])(\p{L}+)[.!?]+[^\S\n]+\1(?![\p{L}'’])/giu,
  /(?<![\p{L}'’])(\p{L}+)[.!?]+[^\S\n]+\1[.!?]/giu,
]

function doubledWords(text: string, faults: Fault[]): void {
  for (const pattern of DOUBLED_WORDS) {
    for (const match of matches(text, pattern)) {
      faults.push({ rule: 'doubled-word', at: context(text, match.index, match[0].length) })
    }
  }
}

function repeatedSentences(text: string, faults: Fault[]): void {
  const seen = new Set<string>()
  for (const sentence of sentencesOf(text)) {
    const key = lineKey(sentence)
    if (key === null) continue
    if (seen.has(key)) faults.push({ rule: 'repeated-sentence', at: sentence })
    seen.add(key)
  }
}

// an abbreviation keeps its point before a comma or "!": "To Bob Smith Jr., greetings", "Hail, Bob Jr.!"
const ABBREVIATION = '(?:Jr|Sr|St|Dr|Mr|Mrs|Ms|Esq|Inc|Ltd|Co|etc|[A-Z])'
const DOUBLED_MARKS = new RegExp(
  [
    '[,;:][,;:.!?]', // ",." ";," ":."
    `(?<!\\b${ABBREVIATION})[.!?…][,;:]`, // ".," "!;"
    '[!?]\\.', // "!." "?."
    `(?<![.!?…]|\\b${ABBREVIATION})\\.[!?]`, // ".!" but not "...?" or "Jr.!"
    '(?<!\\.)\\.\\.(?!\\.)', // ".." but not "..."
  ].join('|'),
  'gi',
)

function punctuation(text: string, faults: Fault[]): void {
  for (const match of matches(text, DOUBLED_MARKS)) {
    faults.push({ rule: 'doubled-punctuation', at: context(text, match.index, match[0].length) })
  }
  for (const match of matches(text, /[^\S\n]+[,.;:!?](?![.\p{L}\p{N}])/gu)) {
    faults.push({ rule: 'space-before-punctuation', at: context(text, match.index, match[0].length) })
  }
  for (const match of matches(text, /[^\S\n]{2,}|^[^\S\n]+|[^\S\n]+$/gm)) {
    faults.push({ rule: 'stray-space', at: context(text, match.index, match[0].length) })
  }
}

/** Quotes in one paragraph that do not pair up: “ without ”, ‘ without ’, “ inside “, a straight mark. */
function quotes(paragraph: string, faults: Fault[]): void {
  const fault = (why: string) => faults.push({ rule: 'unbalanced-quotes', at: `${why}: ${paragraph}` })
  if (/["']/.test(paragraph)) fault('straight quote')
  if (/[“‘][\s.,;:!?…]*[”’](?![\p{L}])/u.test(paragraph)) fault('empty quotation')
  const open: string[] = []
  const chars = [...paragraph]
  chars.forEach((char, index) => {
    if (char === '“') {
      if (open.at(-1) === '“') fault('“ inside “')
      open.push(char)
    } else if (char === '‘') {
      if (open.at(-1) === '‘') fault('‘ inside ‘')
      open.push(char)
    } else if (char === '”') {
      if (open.pop() !== '“') fault('” closes no “')
    } else if (char === '’' && open.at(-1) === '‘' && !/[\p{L}\p{N}]/u.test(chars[index + 1] ?? '')) {
      open.pop()
    }
  })
  if (open.length > 0) fault(`${open.join('')} never closed`)
}

// Early Modern English agreement: thou art, thou hast, thou didst, thou triedst; may thy, mayst thou; "thee"
// is never the subject. A past tense in -ed after "thou" is a slip when an adverb or an object follows it
// ("thou once tried", "thou challenged a windmill"); "thou cockered ratsbane" is an insult, not a verb.
const ADVERB = '(?:once|never|still|always|ever|also|even|then|too|only|not|so|truly|simply|clearly|hereby)'
const OBJECT =
  '(?:to|the|a|an|my|thy|thine|his|her|its|our|their|it|me|him|us|them|that|this|in|on|at|with|for|from|up|out|off|away|back|into|upon)'
const AFTER_INVERSION = '(?<!\\b(?:art|wast|wert|hast|hadst|be|been)\\s+)'
const THOU_VERB = new RegExp(
  `${AFTER_INVERSION}\\bthou\\s+(?:${ADVERB}\\s+)?(?:are|is|was|were|has|have|do|does|did|had|got|will|would|shall|should|can|could|may|might|says|goes|makes)\\b`,
  'giu',
)
const THOU_PAST = new RegExp(
  `${AFTER_INVERSION}\\bthou\\s+(?:${ADVERB}\\s+\\p{L}{2,}ed|\\p{L}{2,}ed\\s+${OBJECT})\\b`,
  'giu',
)
const THEE_SUBJECT = /\bthee\s+(?:art|wast|wert|hast|dost|didst|shalt|wilt|canst)\b/giu
// asked or wished the other way round: "mayst thou", "shouldst thou", "wert thou", not "should thou"
// ("I would thou hadst" is a wish, and right)
const VERB_THOU = /\b(?:may|might|should|could|can|will|shall|do|does|did|had|were)\s+thou\b/giu

function archaicGrammar(text: string, faults: Fault[]): void {
  for (const pattern of [THOU_VERB, THOU_PAST, THEE_SUBJECT, VERB_THOU]) {
    for (const match of matches(text, pattern)) {
      faults.push({ rule: 'archaic-grammar', at: context(text, match.index, match[0].length) })
    }
  }
}

/** The longest run of consecutive words of `source` that `text` repeats word for word. */
export function longestCopiedRun(text: string, source: string): number {
  const copy = wordsOf(source)
  const words = wordsOf(text)
  if (copy.length === 0) return 0
  const positions = new Map<string, number[]>()
  copy.forEach((word, index) => {
    positions.set(word, [...(positions.get(word) ?? []), index])
  })
  let longest = 0
  for (let start = 0; start < words.length; start++) {
    for (const from of positions.get(words[start] as string) ?? []) {
      let length = 0
      while (words[start + length] !== undefined && words[start + length] === copy[from + length]) length++
      longest = Math.max(longest, length)
    }
  }
  return longest
}

export type ProofreadOptions = {
  /** customer text that may be quoted in part but not copied out whole: at most `maxCopiedWords` words */
  retold?: readonly string[]
  maxCopiedWords?: number
}

/**
 * Every fault in `text`, a letter as its reader sees it (paragraphs separated by blank lines). Rules:
 * a-an, article-before-article, doubled-word, repeated-sentence, doubled-punctuation,
 * space-before-punctuation, stray-space, unbalanced-quotes, archaic-grammar, copied-verbatim.
 */
export function proofread(text: string, options: ProofreadOptions = {}): Fault[] {
  const faults: Fault[] = []
  articles(text, faults)
  doubledWords(text, faults)
  repeatedSentences(text, faults)
  punctuation(text, faults)
  for (const paragraph of text.split(/\n{2,}/)) quotes(paragraph, faults)
  archaicGrammar(text, faults)
  const limit = options.maxCopiedWords ?? MAX_QUOTED_WORDS
  for (const source of options.retold ?? []) {
    const run = longestCopiedRun(text, source)
    if (run > limit) faults.push({ rule: 'copied-verbatim', at: `${run} words of: ${source.slice(0, 80)}` })
  }
  return faults
}
