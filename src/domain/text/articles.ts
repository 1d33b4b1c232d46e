/**
 * Articles before names and words: "an Eternal Scroll", "a Cursed Scroll", "thy Starter Arsenal" (not
 * "thy The Starter Arsenal"). English picks "a" or "an" by the sound that follows, not the letter, so the
 * usual exceptions (an hour, a union, a one-off, an MP) are listed here once.
 */

// a vowel letter that sounds like a consonant: "a unicorn", "a European", "a one-eyed goat"
const CONSONANT_SOUND = /^(?:u[bcfhjkst][aeiou]|uni(?![nm])|us[eu]|ur[aio]|eu|ewe|one\b|once\b|ouija)/i
// an unsounded h: "an hour", "an honest knave", "an heir"
const VOWEL_SOUND = /^(?:hour|honou?r|honest|heir|herb)/i
// initialisms without a vowel are read letter by letter: "an MP", "an SMS", "a BBC"; an all-caps word
// with one (a scroll in ALL CAPS: "A GOAT", "A FLY") is read as a word
const INITIALISM = /^[B-DF-HJ-NP-TV-XZ]{2,5}$/
const VOWEL_LETTER_NAMES = /^[FHLMNSX]/
// "the" before anything; "a"/"an" only before a lower-case word ("an old goat"), as An or A may be a name
const LEADING_ARTICLE = /^(?:[Tt][Hh][Ee]\s+(?=\S)|[Aa][Nn]?\s+(?=\p{Ll}))/u

/** "a" or "an" for the word or phrase that would follow it. */
export function aOrAn(phrase: string): 'a' | 'an' {
  const word = phrase.trim().replace(/^[^\p{L}\p{N}]+/u, '')
  if (word === '') return 'a'
  if (INITIALISM.test(word.split(/[^\p{L}]/u)[0] ?? '')) return VOWEL_LETTER_NAMES.test(word) ? 'an' : 'a'
  // "an 8", "an 11", "an 1800"; "a 100"
  if (/^\d/.test(word)) return /^(?:8|1[18](?:\d\d)?(?!\d))/.test(word) ? 'an' : 'a'
  if (VOWEL_SOUND.test(word)) return 'an'
  if (CONSONANT_SOUND.test(word)) return 'a'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** The phrase after "a"/"an": "an Eternal Scroll". A name with its own article keeps it: "The Courtroom". */
export function withIndefiniteArticle(name: string): string {
  const trimmed = name.trim()
  if (LEADING_ARTICLE.test(trimmed)) return trimmed
  return `${aOrAn(trimmed)} ${trimmed}`
}

/**
 * A name without its leading article, for a place that brings its own ("thy", "the sealed") or wants
 * none (addressing someone: "O landlord"): "The Starter Arsenal" -> "Starter Arsenal", "the landlord" ->
 * "landlord". A name that is only an article stays as it is.
 */
export function withoutArticle(name: string): string {
  const trimmed = name.trim()
  return trimmed.replace(LEADING_ARTICLE, '')
}
