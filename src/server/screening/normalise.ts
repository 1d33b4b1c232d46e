/**
 * A customer's text as the screen reads it, with the usual disguises undone: width and font variants,
 * accents, invisible characters, lookalike letters, leetspeak, spaced-out and stretched words, old and
 * text-speak pronouns. Two views, because undoing leetspeak turns digits into letters and the address and
 * phone rules need the digits.
 */
import { mapLookalikes } from './lookalikes'

export type NormalisedText = {
  /** lower case, disguises of letters undone, digits and punctuation kept: addresses, phones, money */
  plain: string
  /**
   * words only: de-leeted, spelt-out words joined, old and text-speak forms read, runs of a letter cut to
   * two ("kiiiill" is "kiill", "killlll" is "kill")
   */
  words: string
  /** whether a run was cut: only then may a rule's single letter read a doubled one (`relaxWords`) */
  stretched: boolean
}

// format characters (zero-width spaces and joiners, soft hyphen, BOM, word joiner, bidi controls, tags)
// and the Hangul fillers that render as blanks
const invisible = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu
const marks = /\p{M}/gu
const apostrophes = /[\u2018\u2019\u201A\u201B\u2032\u00B4\u0060\u02BC\uFF07]/g
const dashes = /[\u2010-\u2015\u2212\uFE58\uFE63]/g
const spaces = /[\s\p{Cc}]+/gu
const printableAscii = /^[\x20-\x7e\t\n\r]*$/

/** The text with digits kept: what the address, phone and money rules read. */
export function plainText(text: string): string {
  // most texts are plain ASCII, which has no width, accent, invisible or lookalike to undo
  const lettered = printableAscii.test(text)
    ? text.toLowerCase()
    : mapLookalikes(
        text.normalize('NFKC').replace(invisible, '').toLowerCase().normalize('NFD').replace(marks, ''),
      )
  return lettered.replace(apostrophes, "'").replace(dashes, '-').replace(spaces, ' ').trim()
}

const contractions: Array<[RegExp, string]> = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bshan't\b/g, 'shall not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/'m\b/g, ' am'],
  [/'d\b/g, ' would'],
  [/'/g, ''],
]

// one character between separators; a run of three or more is a word spelt out ("k i l l", "k.i.l.l")
const unit = '[\\p{L}\\p{N}@$]'
const spelledOut = new RegExp(
  `(?<!${unit})${unit}(?:[ .\\-_*~/\\\\|+:;^=,]{1,3}${unit}(?!${unit})){2,}`,
  'gu',
)
// "u r a" and "x o x o" are text-speak, not a word spelt out
const textSpeakLetters = new Set(['a', 'i', 'u', 'r', 'y', 'n', 'b', 'c', 'o', 'x'])

function joinSpelledOut(text: string): string {
  return text.replace(spelledOut, (run) => {
    const letters = run.match(/[\p{L}\p{N}@$]/gu) ?? []
    const spacedOnly = /^\S( \S)+$/u.test(run)
    return spacedOnly && letters.every((letter) => textSpeakLetters.has(letter)) ? run : letters.join('')
  })
}

const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'ate',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
}
// only a run holding a digit or a symbol is worth a look
const leetToken = /[\p{L}\p{N}@$!|+€]*[\d@$!|+€][\p{L}\p{N}@$!|+€]*/gu
// a number with its unit is a number, not leetspeak: 3am, 21st, 10k, 50p
const numberWithUnit = /^\d+(?:st|nd|rd|th|am|pm|s|k|m|p|x|h|kg|km|ft|mph|ml|mg|mins?|hrs?|yo|ish|gb|mb)$/

function undoLeet(token: string): string {
  if (!/\p{L}/u.test(token) || numberWithUnit.test(token)) return token
  return token
    .replace(/11/g, 'll')
    .replace(/[!|+]+$/, '')
    .replace(/[013-9@$!|+€]/g, (symbol) => leet[symbol] ?? symbol)
}

// old and text-speak forms read as the plain ones, so one rule covers "thee", "u" and "you"
const wordForms: Record<string, string> = {
  thee: 'you',
  thou: 'you',
  ye: 'you',
  u: 'you',
  ya: 'you',
  yah: 'you',
  yu: 'you',
  thy: 'your',
  thine: 'your',
  ur: 'your',
  yer: 'your',
  yur: 'your',
  thyself: 'yourself',
  urself: 'yourself',
  yaself: 'yourself',
  yoself: 'yourself',
  r: 'are',
  wilt: 'will',
  shalt: 'shall',
  hast: 'have',
  hath: 'has',
  dost: 'do',
  doth: 'does',
  gonna: 'going to',
  gunna: 'going to',
  finna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  imma: 'i am going to',
  ima: 'i am going to',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  youll: 'you will',
  youve: 'you have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  cant: 'cannot',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
}
const wordForm = new RegExp(`\\b(?:${Object.keys(wordForms).join('|')})\\b`, 'g')

const currencies: Record<string, string> = { '£': 'pounds', $: 'dollars', '€': 'euros', '¥': 'yen' }

function wordsBeforeRuns(plain: string): string {
  // "$500" reads "500 dollars": the sum stays a sum once the symbols go
  let text = plain.replace(
    /([£$€¥]) ?(\d[\d,.]*)/g,
    (_, sign: string, sum: string) => `${sum} ${currencies[sign]}`,
  )
  if (text.includes("'"))
    for (const [pattern, replacement] of contractions) text = text.replace(pattern, replacement)
  text = joinSpelledOut(text).replace(leetToken, undoLeet)
  return (
    text
      .replace(/&/g, ' and ')
      // a sentence's end stays a mark, so "I could kill. You know..." is not "kill you"
      .replace(/[.!?;\n]+(?=\s|$)/g, ' . ')
      .replace(/[^\p{L}\p{N}.]+|\.(?!\s)/gu, ' ')
  )
}

const readForms = (text: string) =>
  text
    .replace(wordForm, (word) => wordForms[word] ?? word)
    .replace(/\byou art\b/g, 'you are')
    .replace(/\b4 (?=you\b)/g, 'for ')
    .replace(/\b1 (?=(?:will|am|have|would|shall|know)\b)/g, 'i ')
    .replace(/ +/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')

const runs = /(\p{L})\1{2,}/gu
const stretch = /(\p{L})\1{2,}/u

/** Every view of one text, computed once for all the rules. */
export function normaliseText(text: string): NormalisedText {
  const plain = plainText(text)
  const words = wordsBeforeRuns(plain)
  return { plain, words: readForms(words.replace(runs, '$1$1')), stretched: stretch.test(words) }
}
