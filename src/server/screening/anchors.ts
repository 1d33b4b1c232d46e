/**
 * A cheap test before each expression: the words one of which any match of a pattern must contain (its
 * anchors), read off the pattern itself, so a text without any of them skips the expression. Most orders
 * hold none of "kill", "stab" or "hmrc", and a hundred expressions shrink to a handful. Words are compared
 * squeezed (every run of a letter cut to one), as the rules let a single letter be doubled.
 */

type Item = { min: number; letter?: string; anchors?: string[] | 'none' }

/** The text with every run of a letter cut to one ("kiill" reads "kil", as does "kill"). */
export const squeeze = (text: string) => text.replace(/(\p{L})\1+/gu, '$1')

// too common to tell a text apart: an anchor set holding one is a poor guard
const common = new Set(
  'you your yours i we me my the a an and or to of in on at is are was were be been have has had will would shall can could he she it they him her them his that this for with not do did does going want got get so all just what if am no up out as by from there then than but about back one time'
    .split(' ')
    .map(squeeze),
)

function quantifier(source: string, at: number): { min: number; end: number } {
  const char = source[at]
  if (char === '?' || char === '*') return { min: 0, end: at + (source[at + 1] === '?' ? 2 : 1) }
  if (char === '+') return { min: 1, end: at + (source[at + 1] === '?' ? 2 : 1) }
  const counted = /^\{(\d+)(?:,\d*)?\}\??/.exec(source.slice(at))
  if (counted) return { min: Number(counted[1]), end: at + counted[0].length }
  return { min: 1, end: at }
}

/** Parses alternatives up to an unmatched ")" or the end: each a list of items. */
function parseAlternatives(source: string, start: number): { alternatives: Item[][]; end: number } {
  const alternatives: Item[][] = [[]]
  let at = start
  while (at < source.length && source[at] !== ')') {
    const char = source[at] as string
    if (char === '|') {
      alternatives.push([])
      at++
      continue
    }
    let item: Item
    if (char === '(') {
      const opener = /^\((?:\?(?::|=|!|<=|<!))?/.exec(source.slice(at))?.[0] ?? '('
      const inner = parseAlternatives(source, at + opener.length)
      at = inner.end + 1
      // a lookaround is not part of the match: it anchors nothing
      const anchors = /[=!]/.test(opener) ? 'none' : anchorsOfAlternatives(inner.alternatives)
      item = { min: 1, anchors }
    } else if (char === '[') {
      const end = /^\[(?:\\.|[^\]\\])*\]/.exec(source.slice(at))?.[0].length ?? 1
      at += end
      item = { min: 1 }
    } else if (char === '\\') {
      at += 2
      item = { min: 1 }
    } else {
      at++
      item = /[a-z]/.test(char) ? { min: 1, letter: char } : { min: 1 }
    }
    const counted = quantifier(source, at)
    at = counted.end
    item.min *= counted.min
    alternatives.at(-1)?.push(item)
  }
  return { alternatives, end: at }
}

// a set is a good guard when none of its words is common or shorter than three letters
const score = (anchors: string[]) => {
  const shortest = Math.min(...anchors.map((anchor) => anchor.length))
  const weak = shortest < 3 || anchors.some((anchor) => common.has(anchor))
  return (weak ? 0 : 100) + shortest
}

/** The best anchor set of one sequence: the mandatory word or group whose words are rarest. */
function anchorsOfSequence(items: Item[]): string[] | undefined {
  const candidates: string[][] = []
  let word = ''
  const endWord = () => {
    if (word) candidates.push([squeeze(word)])
    word = ''
  }
  for (const item of items) {
    if (item.letter && item.min >= 1) {
      word += item.letter
      continue
    }
    endWord()
    if (item.min >= 1 && Array.isArray(item.anchors)) candidates.push(item.anchors)
  }
  endWord()
  return candidates.sort((a, b) => score(b) - score(a))[0]
}

function anchorsOfAlternatives(alternatives: Item[][]): string[] | 'none' {
  const sets = alternatives.map(anchorsOfSequence)
  if (sets.some((set) => set === undefined)) return 'none'
  return [...new Set(sets.flat() as string[])]
}

/** The words, squeezed, one of which every match of an expression must contain; undefined when none is sure. */
export function patternAnchors(source: string): string[] | undefined {
  const anchors = anchorsOfAlternatives(parseAlternatives(source, 0).alternatives)
  return anchors === 'none' || anchors.length === 0 ? undefined : anchors
}

type TrieNode = { next: Map<string, TrieNode>; word?: string }

/** Every anchor of every pattern in one trie: a text is walked once to find which of them it holds. */
export function anchorIndex(words: Iterable<string>): (squeezed: string) => Set<string> {
  const root: TrieNode = { next: new Map() }
  for (const word of words) {
    let node = root
    for (const char of word) {
      const child = node.next.get(char) ?? { next: new Map() }
      node.next.set(char, child)
      node = child
    }
    node.word = word
  }
  return (squeezed) => {
    const present = new Set<string>()
    for (let start = 0; start < squeezed.length; start++) {
      let node: TrieNode | undefined = root
      for (let at = start; node && at < squeezed.length; at++) {
        node = node.next.get(squeezed[at] as string)
        if (node?.word) present.add(node.word)
      }
    }
    return present
  }
}
