/**
 * The shared stock every voice reaches for (the line under the curse, the whispered aside, the Eternal
 * Scroll's line) comes back in nearly every scroll, so one fixed line would follow most of them. Each is
 * built from parts instead: at least 40 distinct lines per voice and intensity, every one well formed.
 * The productions are small enough to list every expansion outright, as the titles' test does.
 */
import { describe, expect, it } from 'vitest'
import type { IntensityLevel } from '../catalog-options'
import { proofread } from '../text/proofread'
import { typeset } from '../text/typeset'
import { expandSymbol, startExpansion } from './phrase-grammar'
import { allVoices, grammarAt, type Voice } from './scribe-voices'
import { bindings, type Listing, levels, listSymbol } from './test-support'

const MIN_DISTINCT = 40
// listing stops here; a production this large is varied enough
const LIMIT = 3000

const listing: Listing = {
  value: (name) => bindings[name] ?? '',
  modify: {
    cap: (text) => text.charAt(0).toUpperCase() + text.slice(1),
    upper: (text) => text.toUpperCase(),
    lower: (text) => text.toLowerCase(),
  },
  limit: LIMIT,
}

/** The stock a voice says at a level: the curse's closing line, the aside, the Eternal Scroll's line. */
function stockOf(voice: Voice, level: IntensityLevel): string[] {
  if (voice.kind === 'love') return ['curse-close', 'aside']
  // a rant whispers an aside only at 1-2 (compose-scroll), and only a rant is ever an Eternal Scroll
  return level <= 2 ? ['curse-close', 'aside', 'eternal-line'] : ['curse-close', 'eternal-line']
}

// the stock is shared between voices, so each distinct line is proofread once
const read = new Set<string>()

describe.each(allVoices().map((voice) => [voice.id, voice] as const))('voice %s', (_, voice) => {
  it.each(levels)('has at least 40 well-formed closing lines, asides and Eternal lines at %i', (level) => {
    const grammar = grammarAt(voice, level)
    for (const symbol of stockOf(voice, level)) {
      const every = listSymbol(grammar, symbol, listing)
      expect(every.length, `${symbol} at ${level}`).toBeGreaterThanOrEqual(MIN_DISTINCT)
      // what the engine writes is among what was listed
      for (let seed = 0; seed < 20; seed++) {
        const written = expandSymbol(
          grammar,
          symbol,
          bindings,
          startExpansion(`${voice.id}/${level}/${seed}`),
        )
        if (every.length < LIMIT) expect(every, symbol).toContain(written)
      }
      const unread = every.filter((text) => !read.has(text))
      const faults = proofread(typeset(unread.join('\n\n')))
        // two different lines may well share a sentence ("Frame it, even.")
        .filter((fault) => fault.rule !== 'repeated-sentence')
        .map((fault) => `${symbol} at ${level}: ${fault.rule}: ${fault.at}`)
      expect(faults).toEqual([])
      for (const text of unread) read.add(text)
    }
  })
})
