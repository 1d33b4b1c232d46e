/**
 * A customer's text as the NLP library (compromise) tags it, parsed once: its sentences and their words
 * with their tags, and where in a sentence the target is named ("Mr Holt", "Holt", "my brother Oliver").
 */
import nlp from 'compromise'

export type Term = {
  text: string
  pre: string
  post: string
  normal: string
  tags: Set<string>
  chunk: string
}

const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'sir', 'lady', 'lord', 'aunt', 'uncle', 'auntie'])
const articles = new Set(['the', 'a', 'an'])

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

export type Doc = ReturnType<typeof nlp>
export type Sentence = { text: string; terms: Term[] }

/** A text parsed once: the library's document, and its sentences with their tagged words. */
export function parse(text: string): { doc: Doc; sentences: Sentence[] } {
  const doc = nlp(text.replace(/\s+/g, ' '))
  const parsed = doc.json({ terms: { normal: true } }) as { text: string; terms: RawTerm[] }[]
  return {
    doc,
    sentences: parsed.map((sentence) => ({ text: sentence.text, terms: termsOf(sentence.terms) })),
  }
}
type RawTerm = { text: string; pre: string; post: string; normal: string; tags: string[]; chunk?: string }

/** The words that name the target, lower-cased: "Mr Holt" is also "Holt", "Gregory Smith" also "Gregory". */
export function targetNames(targetName: string): string[][] {
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
export function targetSpans(terms: Term[], names: string[][]): [number, number][] {
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
