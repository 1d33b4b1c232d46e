/**
 * The target's deeds retold to the target's face: "Gregory has not fixed the boiler" -> "thou hast not
 * fixed the boiler", "he", "his" and "him" in a sentence about the target "thou", "thy" and "thee"; then
 * each deed told on its own and cut to a length the scroll can say at once.
 */
import nlp from 'compromise'
import { archaicAuxiliary } from './archaic-verbs'
import { tidy } from './story-phrases'
import { type Term, targetSpans } from './story-terms'

const thirdPersonSubjects = new Set(['he', 'she', 'they'])
const adverbs = new Set([
  'once',
  'still',
  'never',
  'always',
  'then',
  'also',
  'often',
  'just',
  'even',
  'again',
])
const possessives: Readonly<Record<string, string>> = { his: 'thy', their: 'thy', your: 'thy' }
const reflexives = new Set(['himself', 'herself', 'themselves', 'yourself', 'themself'])
const objects = new Set(['him', 'them', 'you'])

// a verb's plain form, asked of the library once per word: the same verbs come back in every story
const infinitives = new Map<string, string>()
const INFINITIVES_KEPT = 5_000

function infinitiveOf(word: string): string {
  const known = infinitives.get(word)
  if (known !== undefined) return known
  const plain = nlp(`he ${word} it`).verbs().toInfinitive().text().trim().toLowerCase()
  const infinitive = plain === '' || plain.includes(' ') ? word.toLowerCase() : plain
  if (infinitives.size >= INFINITIVES_KEPT) infinitives.clear()
  infinitives.set(word, infinitive)
  return infinitive
}

/** A verb said to "thou": "has" -> "hast", "ate" -> "didst eat", "parks" -> "dost park". */
function toThou(term: Term, subject: 'third' | 'second'): string {
  const auxiliary = archaicAuxiliary(term.text)
  if (auxiliary) return auxiliary
  const word = term.text.toLowerCase()
  if (term.tags.has('PastTense') || /ed$/.test(word)) return `didst ${infinitiveOf(word)}`
  if (subject === 'third' && !/s$/.test(word)) return `didst ${infinitiveOf(word)}`
  return `dost ${/s$/.test(word) ? infinitiveOf(word) : word}`
}

const isVerbLike = (term: Term | undefined, afterSubject: boolean) =>
  term !== undefined &&
  !term.tags.has('Pronoun') &&
  !term.tags.has('Determiner') &&
  (term.tags.has('Verb') || (afterSubject && /s$/.test(term.normal) && term.tags.has('Plural')))

/** The index of the verb after a subject, past any adverbs; -1 when none follows. */
function verbAfter(terms: Term[], from: number): number {
  let index = from
  while (adverbs.has(terms[index]?.normal ?? '')) index++
  return isVerbLike(terms[index], true) ? index : -1
}

type Retold = { text: string; deed: boolean; aboutTarget: boolean }

/**
 * One sentence retold to the target: the target (or "he", "she", "they" in a sentence about the target,
 * or "you") as a subject becomes "thou" with its verb; as an object "thee"; "his" and "their" "thy".
 */
export function retell(terms: Term[], names: string[][], inFocus: boolean): Retold {
  const spans = targetSpans(terms, names)
  const otherPeople = terms.some(
    (term, index) => term.tags.has('Person') && !spans.some(([from, to]) => index >= from && index < to),
  )
  const pronounsAreTarget = (inFocus || spans.length > 0) && !otherPeople
  const out: string[] = []
  let inClause = false
  let clauseSubject: 'third' | 'second' = 'third'
  let deed = false
  let aboutTarget = spans.length > 0
  let index = 0
  const push = (text: string, term: Term) => out.push(`${term.pre}${text}${term.post}`)
  // "Keeps ending every message with ...": a sentence that opens on a verb has the target for subject
  const opening = terms[0]
  if (
    opening &&
    spans.length === 0 &&
    opening.tags.has('Verb') &&
    !opening.tags.has('Imperative') &&
    !opening.tags.has('Gerund') &&
    (opening.tags.has('PastTense') || /[^s]s$/.test(opening.normal))
  ) {
    push(`Thou ${toThou(opening, 'third')}`, { ...opening, pre: '' })
    inClause = true
    deed = true
    aboutTarget = true
    index = 1
  }
  while (index < terms.length) {
    const term = terms[index] as Term
    const span = spans.find(([from]) => from === index)
    const pronoun = term.normal
    const isSubjectPronoun = pronoun === 'you' || (pronounsAreTarget && thirdPersonSubjects.has(pronoun))
    if (span || isSubjectPronoun) {
      const end = span ? span[1] : index + 1
      const last = terms[end - 1] as Term
      const verb = verbAfter(terms, end)
      aboutTarget = true
      if (/'s$/.test(last.normal) || last.tags.has('Possessive')) {
        push('thy', { ...last, pre: term.pre })
        index = end
        continue
      }
      if (verb >= 0) {
        clauseSubject = span || pronoun !== 'you' ? 'third' : 'second'
        if (index === 0) deed = true
        push(index === 0 ? 'Thou' : 'thou', { ...last, pre: term.pre })
        for (let between = end; between < verb; between++)
          push((terms[between] as Term).text, terms[between] as Term)
        push(toThou(terms[verb] as Term, clauseSubject), terms[verb] as Term)
        inClause = true
        index = verb + 1
        continue
      }
      push('thee', { ...last, pre: term.pre })
      index = end
      continue
    }
    const previous = terms[index - 1]
    if (
      inClause &&
      previous?.post.includes(',') &&
      term.tags.has('Verb') &&
      (term.tags.has('PastTense') || term.tags.has('PresentTense')) &&
      !term.tags.has('Gerund')
    ) {
      push(toThou(term, clauseSubject), term)
      index++
      continue
    }
    if (inClause && ['and', 'but', 'then'].includes(pronoun)) {
      push(term.text, term)
      const verb = verbAfter(terms, index + 1)
      if (verb >= 0 && !(terms[index + 1] as Term).tags.has('Noun')) {
        for (let between = index + 1; between < verb; between++)
          push((terms[between] as Term).text, terms[between] as Term)
        push(toThou(terms[verb] as Term, clauseSubject), terms[verb] as Term)
        index = verb + 1
        continue
      }
      index++
      continue
    }
    if (pronounsAreTarget || inClause) {
      if (possessives[pronoun] || (pronoun === 'her' && isNounLike(terms[index + 1]))) {
        push(index === 0 ? 'Thy' : 'thy', term)
        index++
        continue
      }
      if (reflexives.has(pronoun)) {
        push('thyself', term)
        index++
        continue
      }
      if (objects.has(pronoun) || pronoun === 'her') {
        push('thee', term)
        index++
        continue
      }
    } else if (pronoun === 'your') {
      push(index === 0 ? 'Thy' : 'thy', term)
      index++
      continue
    }
    if (term.tags.has('Pronoun') && ['i', 'we'].includes(pronoun)) inClause = false
    push(term.text, term)
    index++
  }
  return { text: out.join('').trim(), deed, aboutTarget }
}

const isNounLike = (term: Term | undefined) =>
  term !== undefined && (term.tags.has('Noun') || term.tags.has('Adjective') || term.tags.has('Value'))

// "didst eat my lunch and then didst leave the box on my desk": two deeds, each told on its own
const NEXT_DEED =
  /\s*,?\s+and\s+(?:then\s+)?(?=(?:never\s+|still\s+|also\s+)?(?:didst|dost|hast|hadst|art|wast|wilt|canst|couldst|wouldst|shouldst)\b)|,\s+(?=(?:didst|dost|hast)\b)/

// a deed longer than this retells too much of the customer's words at once: it is cut before a phrase
// that can go ("didst keep my £600 deposit | because of a scratch ..."), the rest left to the specifics
const MAX_DEED_WORDS = 14
const PHRASE_START =
  /^(?:for|in|at|on|from|with|while|when|because|after|before|during|until|since|to|that|which|who|even|and|but|so)$/i

export function cutToLength(line: string): string | undefined {
  const words = line.split(' ')
  if (words.length <= MAX_DEED_WORDS) return line
  for (let end = MAX_DEED_WORDS; end >= 4; end--) {
    if (PHRASE_START.test(words[end] ?? '')) return tidy(words.slice(0, end).join(' '))
  }
  return undefined
}

export function deedsOf(line: string): string[] {
  const first = line.split(/\s*(?:\.\.\.|…|;|\s[–—-]\s)\s*/)[0] ?? ''
  return first
    .split(NEXT_DEED)
    .map(tidy)
    .map(cutToLength)
    .filter((deed): deed is string => deed !== undefined && deed.split(' ').length >= 3)
}
