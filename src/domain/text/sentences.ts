/**
 * Sentences of a letter, as a reader tells them apart: a verse line or a run of words ending in . ! ? or
 * …, closing quotes and brackets included. Shared by the scribe engine (a scroll never says a line twice)
 * and the proofreader that checks it.
 */

// after a sentence's mark (. ! ? …) and any closing quotes or brackets, the spaces; or a line break. A
// title or an initial before a name ("Ms. Agatha Crumb", "J. R. Hartley", "MS. CRUMB" in capitals) ends no
// sentence.
const BOUNDARY =
  /(?<=(?:(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|Fr|Prof|Rev|MR|MRS|MS|DR|ST|MT|FR|PROF|REV|[A-Z]))\.|[!?…])[”’"')\]]*)[ \t\r\u00a0]+|[ \t\r\u00a0]*\n[ \t\r\n\u00a0]*/gu

/**
 * A paragraph as alternating sentences and the spaces between them (even indexes are sentences), so a
 * sentence can be taken out and the rest put back exactly as it was.
 */
export function splitSentences(paragraph: string): string[] {
  const parts: string[] = []
  let start = 0
  for (const space of paragraph.matchAll(BOUNDARY)) {
    parts.push(paragraph.slice(start, space.index), space[0])
    start = space.index + space[0].length
  }
  parts.push(paragraph.slice(start))
  return parts
}

/** The sentences of a text, trimmed, without the empty ones. */
export function sentencesOf(text: string): string[] {
  return splitSentences(text)
    .filter((_, index) => index % 2 === 0)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** Lower-case words, apostrophes kept inside them (o'brien, it's; a curly one reads as straight). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replaceAll('’', "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  )
}

/** Sentences shorter than this may ring twice ("No.", "Stop the play!"); a longer one is a line. */
export const MIN_LINE_WORDS = 4

// the engine keys every sentence it writes, and most are the grammar's own, so keys are kept (bounded)
const keys = new Map<string, string | null>()
const KEYS_KEPT = 20_000

/** What makes two sentences the same line: their words, whatever the case and punctuation; null if short. */
export function lineKey(sentence: string): string | null {
  const known = keys.get(sentence)
  if (known !== undefined) return known
  const words = wordsOf(sentence)
  const key = words.length < MIN_LINE_WORDS ? null : words.join(' ')
  if (keys.size >= KEYS_KEPT) keys.clear()
  keys.set(sentence, key)
  return key
}
