/**
 * What the variety tests (`openings-variety`, `stock-variety`) share: the intensities, the values they bind,
 * and the listing of every expansion of a production outright. The productions they check are small enough
 * to list, so every combination of their parts is checked, not only the ones a few seeds happen to reach.
 */
import type { IntensityLevel } from '../catalog-options'
import { type Grammar, parseTemplate } from './phrase-grammar'
import { scrollVariables } from './scribe-voices'

export const levels = [1, 2, 3, 4, 5] as const satisfies readonly IntensityLevel[]

/** The target's and the addressee's name, which a title must never use. */
export const NAME = 'Gregory'
/** The values the tests bind: the name, and for every other variable a marker no grammar text contains. */
export const bindings: Record<string, string> = {
  ...Object.fromEntries(scrollVariables.map((name) => [name, `<${name}>`])),
  target: NAME,
  addressee: NAME,
}

type SymbolPart = Extract<ReturnType<typeof parseTemplate>[number], { kind: 'symbol' }>
type Modifier = NonNullable<SymbolPart['modifier']>

/** How a test lists: what a bound value is written as, what each case modifier does, where listing stops. */
export type Listing = {
  value: (name: string) => string
  modify: Readonly<Record<Modifier, (text: string) => string>>
  limit: number
}

function listTemplate(grammar: Grammar, template: string, listing: Listing, depth: number): string[] {
  if (depth > 16) throw new Error(`too deep: ${template}`)
  let texts = ['']
  for (const part of parseTemplate(template)) {
    let options: string[]
    if (part.kind === 'text') options = [part.text]
    else if (part.kind === 'variable') options = [listing.value(part.name)]
    else {
      const inner = listSymbol(grammar, part.name, listing, depth + 1)
      options = part.modifier === null ? inner : inner.map(listing.modify[part.modifier])
    }
    texts = texts.flatMap((text) => options.map((option) => text + option)).slice(0, listing.limit)
  }
  return texts
}

/** Every distinct expansion of `symbol`, the first `listing.limit` of them. */
export function listSymbol(grammar: Grammar, symbol: string, listing: Listing, depth = 0): string[] {
  const alternatives = grammar[symbol] ?? []
  return [
    ...new Set(alternatives.flatMap((alternative) => listTemplate(grammar, alternative, listing, depth))),
  ].slice(0, listing.limit)
}
