/**
 * The specifics a scroll is built from, read from the story's tagged words and the library's matches:
 * the things, counts, times, places and people of the story, never the target's own name.
 */
import { tidy, unique } from './story-phrases'
import type { Doc, Sentence, Term } from './story-terms'

const holidays = /\b(?:christmas|easter|new year'?s?(?: eve)?|halloween|valentine'?s day|boxing day)\b/i
const placePrepositions = /^(?:at|in|from|to|on|outside|behind|inside)\s/i

/**
 * Runs of words the library grouped together (a noun phrase, a name, a place), read from the sentences'
 * tagged words, so the story is parsed once: "my strawberry yoghurt", "Celine Dion".
 */
function runsOf(
  sentences: readonly { terms: Term[] }[],
  belongs: (term: Term) => boolean,
  leaveAfter: (term: Term) => boolean = () => false,
): Term[][] {
  const runs: Term[][] = []
  for (const { terms } of sentences) {
    let run: Term[] = []
    // a run that starts after a word it must not follow is left out ("it was (not) | fine")
    let leftOut = false
    let previous: Term | undefined
    const end = () => {
      if (run.length > 0 && !leftOut) runs.push(run)
      run = []
    }
    for (const term of terms) {
      const last = run.at(-1)
      // a comma ends a phrase, and "the", "a" or "my" starts the next: "water | my fern"
      const broken =
        last !== undefined &&
        (/[,;:.!?()"“”]/.test(`${last.post}${term.pre}`) ||
          term.tags.has('Determiner') ||
          term.tags.has('Possessive'))
      if (!belongs(term) || broken) end()
      if (belongs(term)) {
        if (run.length === 0) leftOut = previous !== undefined && leaveAfter(previous)
        run.push(term)
      }
      if (!term.tags.has('Negative') && !term.tags.has('Adverb')) previous = term
    }
    end()
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
export function specificsOf(docs: readonly Doc[], sentences: readonly Sentence[], names: string[][]) {
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
  // what follows "is" or "was" says what a thing is like ("it was fine"), not what it is
  const copula = (term: Term) => term.tags.has('Copula') || (term.text === '' && term.tags.has('Verb'))
  const things = runsOf(sentences, nounPhrase, copula)
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

// a person is no thing, named ("Celine Dion") or by what they are to the target ("his father")
const notThings = ['Date', 'Value', 'Person', 'Pronoun', 'Actor']
const isNotAThing = (term: Term) =>
  !term.tags.has('Possessive') && notThings.some((tag) => term.tags.has(tag))

const placeWord =
  /\b(?:library|office|gym|pub|bar|church|station|stop|school|kitchen|garden|park|party|wedding|shop|market|beach|house|flat|street|road|cafe|café|restaurant|club|hall|castle|tavern|train|bus|fridge|driveway|lawn|hospital|airport|cinema|theatre)\b/i

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
