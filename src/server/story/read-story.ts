/**
 * Reads a customer's story with an English NLP library (compromise): the instructions it gives, the deeds
 * of the target retold to the target's face ("Gregory has not fixed the boiler" -> "thou hast not fixed
 * the boiler"), and the specifics the scroll is built from (things, counts, times, places, people).
 * Server-only: the library never reaches a page's bundle.
 */
import nlp from 'compromise'
import { emptyStory, type Story } from '@/domain/scribe/story'
import { archaicAuxiliary } from './archaic-verbs'
import { readInstruction } from './story-instructions'

export type StoryInput = {
  targetName: string
  /** the customer's texts, most important first: grievance or situation, then context and requests */
  texts: readonly (string | undefined | null)[]
}

type Term = { text: string; pre: string; post: string; normal: string; tags: Set<string>; chunk: string }

const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'sir', 'lady', 'lord', 'aunt', 'uncle', 'auntie'])
const articles = new Set(['the', 'a', 'an'])
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

// the most a story is read for: a 10,000-character tale is read whole, past that the rest adds nothing new
const MAX_SENTENCES = 120
const MAX_PHRASE_WORDS = 6

function termsOf(raw: readonly RawTerm[]): Term[] {
  return raw.map((term) => ({
    text: term.text,
    pre: term.pre,
    post: term.post,
    normal: term.normal,
    tags: new Set(term.tags),
    chunk: term.chunk ?? '',
  }))
}

type Doc = ReturnType<typeof nlp>
type Sentence = { text: string; terms: Term[] }

/** A text parsed once: the library's document, and its sentences with their tagged words. */
function parse(text: string): { doc: Doc; sentences: Sentence[] } {
  const doc = nlp(text.replace(/\s+/g, ' '))
  const parsed = doc.json({ terms: { normal: true } }) as { text: string; terms: RawTerm[] }[]
  return {
    doc,
    sentences: parsed.map((sentence) => ({ text: sentence.text, terms: termsOf(sentence.terms) })),
  }
}
type RawTerm = { text: string; pre: string; post: string; normal: string; tags: string[]; chunk?: string }

/** The words that name the target, lower-cased: "Mr Holt" is also "Holt", "Gregory Smith" also "Gregory". */
function targetNames(targetName: string): string[][] {
  const words = targetName
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  // "The Baron" is named "baron" in a story too; an article alone names nobody
  const named = words[0] && articles.has(words[0]) ? words.slice(1) : words
  if (named.length === 0) return []
  const names = [named]
  if (named.length > 1 && titles.has(named[0] as string)) names.push(named.slice(1))
  else if (named.length > 1) names.push(named.slice(0, 1))
  return names
}

const bare = (term: Term) => term.normal.replace(/'s$/, '')

/** Where the target is named in a sentence: [start, end) of each mention, with a "my brother" before it. */
function targetSpans(terms: Term[], names: string[][]): [number, number][] {
  const spans: [number, number][] = []
  for (let index = 0; index < terms.length; index++) {
    const name = names.find((words) =>
      words.every((word, offset) => bare(terms[index + offset] ?? blank) === word),
    )
    if (!name) continue
    let start = index
    // "my brother Oliver", "my best friend Tom": the relation is part of the name
    for (let back = index - 1; back >= 0 && index - back <= 3; back--) {
      const term = terms[back] as Term
      if (term.post.includes(',')) break
      if (['my', 'our'].includes(term.normal)) {
        start = back
        break
      }
      if (!term.tags.has('Noun') && !term.tags.has('Adjective')) break
    }
    spans.push([start, index + name.length])
    index += name.length - 1
  }
  return spans
}
const blank: Term = { text: '', pre: '', post: '', normal: '', tags: new Set(), chunk: '' }

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
function retell(terms: Term[], names: string[][], inFocus: boolean): Retold {
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

const tidy = (phrase: string) =>
  phrase
    .replace(/^[\s,;:–—…"“”‘’'-]+|[\s.,;:!?–—…"“”‘’'-]+$/g, '')
    .replace(/\s+(?:over|under|in|on|at|of|to|from|with|and|or)$/i, '')
    .replace(/\s+/g, ' ')
    .trim()

const shortEnough = (phrase: string) => phrase !== '' && phrase.split(' ').length <= MAX_PHRASE_WORDS

function unique(list: readonly string[], limit: number): string[] {
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

const holidays = /\b(?:christmas|easter|new year'?s?(?: eve)?|halloween|valentine'?s day|boxing day)\b/i
const placePrepositions = /^(?:at|in|from|to|on|outside|behind|inside)\s/i

/**
 * Runs of words the library grouped together (a noun phrase, a name, a place), read from the sentences'
 * tagged words, so the story is parsed once: "my strawberry yoghurt", "Celine Dion".
 */
function runsOf(sentences: readonly { terms: Term[] }[], belongs: (term: Term) => boolean): Term[][] {
  const runs: Term[][] = []
  for (const { terms } of sentences) {
    let run: Term[] = []
    for (const term of terms) {
      const last = run.at(-1)
      // a comma ends a phrase, and "the", "a" or "my" starts the next: "water | my fern"
      const broken =
        last !== undefined &&
        (/[,;:.!?()"“”]/.test(`${last.post}${term.pre}`) ||
          term.tags.has('Determiner') ||
          term.tags.has('Possessive'))
      if (!belongs(term) || broken) {
        if (run.length > 0) runs.push(run)
        run = []
      }
      if (belongs(term)) run.push(term)
    }
    if (run.length > 0) runs.push(run)
  }
  return runs
}

const phraseOf = (run: readonly Term[]) =>
  tidy(
    run
      .map((term, index) => (index === 0 ? term.text : `${term.pre}${term.text}`))
      .join(' ')
      .replace(/\s+/g, ' '),
  )

/** The specifics of the story's sentences, as phrases the scroll can use after a verb or as a noun. */
function specificsOf(docs: readonly Doc[], sentences: readonly Sentence[], names: string[][]) {
  const text = sentences.map((sentence) => sentence.text).join(' ')
  const matches = (pattern: string, without: readonly string[] = []) =>
    docs.flatMap(
      (doc) => without.reduce((found, tag) => found.not(tag), doc.match(pattern)).out('array') as string[],
    )
  const nameWords = new Set(names.flat())
  const mentionsTarget = (phrase: string) =>
    phrase
      .toLowerCase()
      .split(/\s+/)
      .some((word) => nameWords.has(word.replace(/[^\p{L}\p{N}]/gu, '')))

  const times = [
    ...matches('(on|at|in|every|this|last|until|since|by|before|after)? (a|the)? #Date+'),
    ...matches('(at|until|by)? #Time'),
    ...(text.match(new RegExp(`(?:at|on|for)\\s+${holidays.source}`, 'gi')) ?? []),
  ].filter((phrase: string) => {
    const time = tidy(phrase)
    return !/^\d+$/.test(time) && !unitsOfTime.test(time) && !mentionsTarget(time)
  })

  const counts = matches('(the|a|an|exactly|only)? #Value+ #Adjective? (#Noun|#Date)+', ['#Possessive'])
    .concat(matches('#Money'))
    .concat(text.match(countPattern) ?? [])
    .filter((phrase: string) => !mentionsTarget(phrase) && !/^\d{4}$/.test(tidy(phrase)))

  const people = runsOf(sentences, (term) => term.tags.has('Person'))
    .map(phraseOf)
    .filter((person) => !mentionsTarget(person))

  const placeNames = runsOf(sentences, (term) => term.tags.has('Place')).map(phraseOf)
  const places = [
    ...placeNames
      // a place the library names is a proper name ("Leeds", "Paris"); "fridge" is a thing
      .filter((place) => !mentionsTarget(place) && /^\p{Lu}/u.test(tidy(place)))
      .map((place) => {
        const before = new RegExp(`\\b(at|in|from|to)\\s+(?:the\\s+)?${escapeRegExp(tidy(place))}`, 'i').exec(
          text,
        )
        return before ? before[0] : `in ${tidy(place)}`
      }),
    ...matches('(at|in|on|from|outside|behind) (the|my|a)? #Value? #Noun+', ['#Date', '#Value']).filter(
      (phrase: string) => placePrepositions.test(phrase) && placeWord.test(phrase),
    ),
  ]

  const nounPhrase = (term: Term) =>
    term.chunk === 'Noun' &&
    !term.tags.has('Preposition') &&
    (term.tags.has('Possessive') || !term.tags.has('Pronoun'))
  const things = runsOf(sentences, nounPhrase)
    // a date, a count, a person or a pronoun is no thing ("my" and "his" are)
    .filter((run) => !run.some((term) => isNotAThing(term)))
    .map((run) => phraseOf(run).replace(/^(?:none|some|all|most) of /i, ''))
    .map((phrase: string) => phrase.replace(/^(?:his|her|their)\s/i, 'thy '))
    .filter(
      (phrase: string) =>
        phrase !== '' &&
        !mentionsTarget(phrase) &&
        !/^(?:i|me|we|us|it|he|she|they|him|them|you|everyone|someone|nobody|mine|water|there|that|this|none|the|a|an|all|thy own)$/i.test(
          phrase,
        ) &&
        !people.some((person: string) => phrase.includes(tidy(person))),
    )
  return {
    times: unique(times, 4),
    counts: unique(counts, 4),
    people: unique(people, 3),
    places: unique(places, 3),
    things: unique(things, 6),
  }
}

const unitsOfTime = /^(?:(?:a|an|the)\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)$/i
// a count, not a time: "6 slices", "eleven voice notes", never "7:40 train"
const countPattern =
  /\b(?<![\d:])(?:\d[\d,.]*(?![\d:])|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred|a thousand)\s+(?!and\b|or\b|of\b|the\b|a\b|to\b|in\b|at\b|on\b)[a-z][a-z-]+(?:\s+(?:notes|calls|messages|times|slices|pages))?/gi

const notThings = ['Date', 'Value', 'Person', 'Pronoun']
const isNotAThing = (term: Term) =>
  !term.tags.has('Possessive') && notThings.some((tag) => term.tags.has(tag))

const placeWord =
  /\b(?:library|office|gym|pub|bar|church|station|stop|school|kitchen|garden|park|party|wedding|shop|market|beach|house|flat|street|road|cafe|café|restaurant|club|hall|castle|tavern|train|bus|fridge|driveway|lawn|hospital|airport|cinema|theatre)\b/i

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// "didst eat my lunch and then didst leave the box on my desk": two deeds, each told on its own
const NEXT_DEED =
  /\s*,?\s+and\s+(?:then\s+)?(?=(?:never\s+|still\s+|also\s+)?(?:didst|dost|hast|hadst|art|wast|wilt|canst|couldst|wouldst|shouldst)\b)|,\s+(?=(?:didst|dost|hast)\b)/

// a deed longer than this retells too much of the customer's words at once: it is cut before a phrase
// that can go ("didst keep my £600 deposit | because of a scratch ..."), the rest left to the specifics
const MAX_DEED_WORDS = 14
const PHRASE_START =
  /^(?:for|in|at|on|from|with|while|when|because|after|before|during|until|since|to|that|which|who|even|and|but|so)$/i

function cutToLength(line: string): string | undefined {
  const words = line.split(' ')
  if (words.length <= MAX_DEED_WORDS) return line
  for (let end = MAX_DEED_WORDS; end >= 4; end--) {
    if (PHRASE_START.test(words[end] ?? '')) return tidy(words.slice(0, end).join(' '))
  }
  return undefined
}

function deedsOf(line: string): string[] {
  const first = line.split(/\s*(?:\.\.\.|…|;|\s[–—-]\s)\s*/)[0] ?? ''
  return first
    .split(NEXT_DEED)
    .map(tidy)
    .map(cutToLength)
    .filter((deed): deed is string => deed !== undefined && deed.split(' ').length >= 3)
}

/** Reads the customer's texts into a story the engine writes from. */
export function readStory(input: StoryInput): Story {
  const names = targetNames(input.targetName)
  const story: Story = { ...emptyStory, deeds: [], plaints: [], mentions: [], avoid: [] }
  let focusFromInstruction = false
  const parsed = input.texts.flatMap((text) => (text?.trim() ? [parse(text)] : []))
  const sentences = parsed
    .flatMap((text) => text.sentences)
    // a sentence the customer put in quotation marks is read as the story it tells
    .map((sentence) => ({ ...sentence, text: sentence.text.replace(/^[\s"“”‘’']+|[\s"“”‘’']+$/g, '') }))
    .slice(0, MAX_SENTENCES)
  const storySentences: Sentence[] = []
  for (const sentence of sentences) {
    const instruction = readInstruction(sentence.text)
    if (instruction) {
      // "Roast my best friend Tom": what follows of "he" is about Tom
      if (targetSpans(sentence.terms, names).length > 0) focusFromInstruction = true
      story.mentions.push(...instruction.mentions)
      story.avoid.push(...instruction.avoid)
      story.rhyme ||= instruction.rhyme
      story.styleOf ??= instruction.styleOf
      story.acts ??= instruction.acts
      story.occasion ??= instruction.occasion
      continue
    }
    storySentences.push(sentence)
  }
  let inFocus = focusFromInstruction
  for (const sentence of storySentences) {
    const retold = retell(sentence.terms, names, inFocus)
    inFocus = retold.aboutTarget
    const line = tidy(retold.text)
    if (line === '') continue
    if (retold.deed) story.deeds.push(...deedsOf(line.replace(/^Thou\s+/, '')))
    // a line the retelling left as the customer wrote it would be a quotation: its specifics still count
    else if (line !== tidy(sentence.text)) {
      const plaint = cutToLength(line)
      if (plaint && /\bth(?:ou|ee|y|ine)\b/i.test(plaint)) story.plaints.push(plaint)
    }
  }
  const texts = storySentences.map((sentence) => sentence.text)
  const quotable = texts.map(tidy).filter((line) => line.split(' ').length <= 22)
  const quote = quotable.sort((a, b) => a.length - b.length)[0]
  const specifics = specificsOf(
    parsed.map((text) => text.doc),
    storySentences,
    names,
  )
  return {
    ...story,
    ...specifics,
    mentions: unique(story.mentions, 4),
    avoid: unique(story.avoid, 6),
    deeds: story.deeds.slice(0, 8),
    plaints: story.plaints.slice(0, 8),
    ...(quote ? { quote } : {}),
  }
}
