import { describe, expect, it } from 'vitest'
import type { IntensityLevel } from '../catalog-options'
import { expandSymbol, lintGrammar, startExpansion } from './phrase-grammar'
import { allVoices, grammarAt, mergeLayers, scrollVariables, voiceFor } from './scribe-voices'

const levels = [1, 2, 3, 4, 5] as const satisfies readonly IntensityLevel[]
// neutral values without braces, so any brace in the output can only come from the grammar
const bindings = Object.fromEntries(scrollVariables.map((name) => [name, `<${name}>`]))
const topLevel = [
  'title',
  'salutation',
  'proclaim',
  'proclaim-vague',
  'body',
  'curse-block',
  'signoff',
  'seal',
]
const setPieces = ['interlude', 'wisdom', 'wisdom-context', 'requests', 'anon', 'eternal-line']

describe.each(allVoices().map((voice) => [voice.id, voice] as const))('voice %s', (_, voice) => {
  it.each(levels)('is a complete, well-formed grammar at intensity %i', (level) => {
    const grammar = grammarAt(voice, level)
    expect(lintGrammar(grammar, scrollVariables)).toEqual([])
    for (const symbol of [...topLevel, ...setPieces]) expect(grammar[symbol], symbol).toBeDefined()
  })

  it('expands every production at every intensity without leaking a placeholder', () => {
    for (const level of levels) {
      const grammar = grammarAt(voice, level)
      for (const symbol of Object.keys(grammar)) {
        for (let seed = 0; seed < 12; seed++) {
          const text = expandSymbol(grammar, symbol, bindings, startExpansion(`${voice.id}-${level}-${seed}`))
          expect(text, `${symbol} at ${level}`).not.toMatch(/[{}]/)
          expect(text.trim(), `${symbol} at ${level}`).not.toBe('')
        }
      }
    }
  })
})

describe('voiceFor', () => {
  it('gives each style its own voice and maps bundle styles on love scrolls to a love voice', () => {
    expect(voiceFor('rant', 'gothic').id).toBe('rant:gothic')
    expect(voiceFor('rant', 'cursed').id).toBe('rant:cursed')
    expect(voiceFor('love', 'elegant').id).toBe('love:elegant')
    expect(voiceFor('love', 'savage').id).toBe('love:brutal')
    expect(voiceFor('rant', 'romantic').id).toBe('rant:dramatic')
  })

  it('falls back to a default voice for a style it does not know', () => {
    expect(voiceFor('rant', 'toString' as never).id).toBe('rant:elegant')
    expect(voiceFor('love', 'nonsense' as never).id).toBe('love:romantic')
  })
})

describe('mergeLayers', () => {
  it('lets a later layer replace every level of a production', () => {
    const merged = mergeLayers([{ 'x.low': ['a'], 'x.high': ['b'], y: ['c'] }, { x: ['d'] }])
    expect(merged).toEqual({ y: ['c'], x: ['d'] })
  })
})

describe('grammar size', () => {
  it('holds several hundred alternatives across all voices', () => {
    const distinct = new Set<string>()
    const productions = new Set<string>()
    for (const voice of allVoices()) {
      voice.layers.forEach((layer, index) => {
        for (const [name, list] of Object.entries(layer)) {
          productions.add(index === voice.layers.length - 1 ? `${voice.id}/${name}` : name)
          for (const alternative of list) distinct.add(alternative)
        }
      })
    }
    expect(productions.size).toBeGreaterThan(300)
    expect(distinct.size).toBeGreaterThan(1000)
  })
})
