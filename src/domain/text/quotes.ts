/**
 * Straight quotes as a printer sets them. The scroll's faces draw `"` and `'` as closing marks, so a
 * customer's "Bob" would print as ”Bob”; here each mark becomes the curly one its place asks for, a quote
 * inside a quote of the same kind turns to the other kind (“He said ‘no’”), and a double quote left
 * unpaired (a customer's stray `"`) is dropped rather than printed the wrong way round.
 */

type Kind = 'double' | 'single'
type Mark = { index: number; kind: Kind; straight: boolean }
type Pair = { open: Mark; close: Mark; parent: Pair | null; printed?: Kind }

const QUOTES = /["'“”‘’]/
const WORD_CHAR = /[\p{L}\p{N}]/u
const OPENS_AFTER = /[\s([{\u2014\u2013\-/“‘"']/u
// elisions that start with an apostrophe, not an opening quote: 'tis, 'twas, 'em, rock 'n' roll, the '90s
const ELISION =
  /^(?:t(?:is|was|were|will|would)|em|cause|til|till|round|n|neath|gainst|mid|midst|ere|er|ow|\d\d)(?![\p{L}])/iu

const glyphs = {
  double: { open: '“', close: '”' },
  single: { open: '‘', close: '’' },
} as const

function isOpening(text: string, index: number): boolean {
  const before = index === 0 ? ' ' : (text[index - 1] as string)
  const after = text[index + 1] ?? ' '
  return OPENS_AFTER.test(before) && !/\s/.test(after)
}

/** Straight and curly quotes in `text` (one paragraph) set as matching curly pairs. */
export function typographicQuotes(text: string): string {
  if (!QUOTES.test(text)) return text
  const open: Array<Mark & { pair?: Pair }> = []
  const pairs: Pair[] = []
  // what each quote mark becomes: a glyph, an apostrophe, or '' (dropped)
  const out = new Map<number, string>()
  const innermost = () => open.at(-1)?.pair ?? null
  const close = (mark: Mark, match: (candidate: Mark) => boolean): boolean => {
    for (let depth = open.length - 1; depth >= 0; depth--) {
      const candidate = open[depth] as Mark & { pair?: Pair }
      if (!match(candidate)) continue
      // openers above the match were never closed
      for (const orphan of open.splice(depth))
        if (orphan !== candidate) out.set(orphan.index, orphanOf(orphan))
      const pair = candidate.pair as Pair
      pair.close = mark
      pairs.push(pair)
      return true
    }
    return false
  }
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string
    if (!QUOTES.test(char)) continue
    const straight = char === '"' || char === "'"
    const kind: Kind = char === '"' || char === '“' || char === '”' ? 'double' : 'single'
    const before = text[index - 1] ?? ''
    const after = text[index + 1] ?? ''
    if (kind === 'single' && WORD_CHAR.test(before) && WORD_CHAR.test(after)) {
      out.set(index, '’') // O'Brien, it's
      continue
    }
    const opening = char === '“' || char === '‘' || (straight && isOpening(text, index))
    if (opening && kind === 'single' && ELISION.test(text.slice(index + 1))) {
      out.set(index, '’')
      continue
    }
    const mark: Mark = { index, kind, straight }
    if (opening) {
      open.push({ ...mark, pair: { open: mark, close: mark, parent: innermost() } })
      continue
    }
    // a closing mark closes the innermost open quote of its kind written the same way (curly or straight)
    if (close(mark, (candidate) => candidate.kind === kind && candidate.straight === straight)) continue
    out.set(index, kind === 'single' ? '’' : '')
  }
  for (const orphan of open) out.set(orphan.index, orphanOf(orphan))
  // a quote inside a quote printed the same way takes the other kind; parents come before children
  pairs.sort((a, b) => a.open.index - b.open.index)
  for (const pair of pairs) {
    if (wrapsWholeParent(text, pair)) {
      // “"He ate my lunch".”: the customer's own quotes around the whole quotation add nothing
      out.set(pair.open.index, '')
      out.set(pair.close.index, '')
      pair.printed = pair.parent?.printed
      continue
    }
    // a parent quote that was never closed is no quote: look past it
    let ancestor = pair.parent
    while (ancestor && ancestor.printed === undefined) ancestor = ancestor.parent
    const parent = ancestor?.printed
    pair.printed = parent === pair.open.kind ? (parent === 'double' ? 'single' : 'double') : pair.open.kind
    out.set(pair.open.index, glyphs[pair.printed].open)
    out.set(pair.close.index, glyphs[pair.printed].close)
  }
  let result = ''
  let last = 0
  for (const [index, glyph] of [...out.entries()].sort((a, b) => a[0] - b[0])) {
    if (index < last) continue
    result += text.slice(last, index) + glyph
    last = index + 1
    // a dropped mark between two spaces takes one of them along
    if (glyph === '' && text[index - 1] === ' ' && text[index + 1] === ' ') last++
  }
  return result + text.slice(last)
}

function wrapsWholeParent(text: string, pair: Pair): boolean {
  const parent = pair.parent
  if (!parent?.printed || parent.close === parent.open) return false
  return (
    pair.open.index === parent.open.index + 1 &&
    /^[.!?…,;:]*$/.test(text.slice(pair.close.index + 1, parent.close.index))
  )
}

// an opening double quote nobody closed is dropped; a lone single one was an apostrophe ('Allo)
function orphanOf(mark: Mark): string {
  return mark.kind === 'single' ? '’' : ''
}
