/**
 * The phrases a story gives the scroll, tidied: no stray punctuation or dangling "of" at either end, at
 * most a few words each, and each said once.
 */
const MAX_PHRASE_WORDS = 6

export const tidy = (phrase: string) =>
  phrase
    .replace(/^[\s,;:–—…"“”‘’'-]+|[\s.,;:!?–—…"“”‘’'-]+$/g, '')
    .replace(/\s+(?:over|under|in|on|at|of|to|from|with|and|or)$/i, '')
    .replace(/\s+/g, ' ')
    .trim()

const shortEnough = (phrase: string) => phrase !== '' && phrase.split(' ').length <= MAX_PHRASE_WORDS

export function unique(list: readonly string[], limit: number): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of list.map(tidy).filter(shortEnough)) {
    const key = item.toLowerCase()
    if (seen.has(key) || [...seen].some((known) => known.includes(key) || key.includes(known))) continue
    seen.add(key)
    out.push(item)
    if (out.length >= limit) break
  }
  return out
}
