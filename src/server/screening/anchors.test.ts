import { describe, expect, it } from 'vitest'
import benign from '../../../tests/screening-corpus/benign.json'
import harmful from '../../../tests/screening-corpus/harmful.json'
import { anchorIndex, patternAnchors, squeeze } from './anchors'
import { normaliseText } from './normalise'
import { relaxWords } from './relax-words'
import { expandVocabulary } from './rule-vocabulary'
import { screenRules } from './screen-rules'

describe('patternAnchors', () => {
  it('takes the rarest mandatory word or group, squeezed', () => {
    expect(patternAnchors('i will (?:kill|stab) you')).toEqual(['kil', 'stab'])
    expect(patternAnchors('watch your back')).toEqual(['watch'])
    expect(patternAnchors('(?:nobody|no one) would miss you')).toEqual(['mis'])
  })

  it('never anchors on what a match may leave out or only looks around', () => {
    expect(patternAnchors('(?:really )?you are')).toEqual(['you'])
    expect(patternAnchors('dead(?! gorgeous)')).toEqual(['dead'])
    expect(patternAnchors('(?<=bloody )dead')).toEqual(['dead'])
    expect(patternAnchors('kills? you')).toEqual(['kil'])
  })

  it('gives none when an alternative has no word', () => {
    expect(patternAnchors('(?:kill|[a-z]+)')).toBeUndefined()
    expect(patternAnchors('(?:kill|[a-z]+) you')).toEqual(['you'])
    expect(patternAnchors('\\d+ quid|cash')).toEqual(['quid', 'cash'])
  })
})

describe('anchorIndex', () => {
  it('finds every anchor in a text, inside longer words too', () => {
    const find = anchorIndex(['kil', 'self', 'stab'])
    expect(find(squeeze('killyourself'))).toEqual(new Set(['kil', 'self']))
    expect(find(squeeze('skill'))).toEqual(new Set(['kil']))
    expect(find('nothing here')).toEqual(new Set())
  })
})

// a guard that skips a pattern which would have matched would let harm through: never, on any corpus text
describe('the anchors of every rule', () => {
  const texts = [...harmful, ...benign].map(({ text }) => normaliseText(text))
  const patterns = screenRules.flatMap((rule) =>
    [
      rule.view === 'plain' ? [] : rule.patterns,
      rule.alongside?.view === 'plain' ? [] : (rule.alongside?.patterns ?? []),
    ]
      .flat()
      .map((source) => ({ id: rule.id, source: expandVocabulary(source) })),
  )

  it.each(patterns)('are in every text that $id matches: $source', ({ source }) => {
    const anchors = patternAnchors(source)
    const strict = new RegExp(`\\b(?:${relaxWords(source, { stretched: false })})\\b`)
    const stretched = new RegExp(`\\b(?:${relaxWords(source, { stretched: true })})\\b`)
    for (const text of texts) {
      const matched = (text.stretched ? stretched : strict).test(text.words)
      if (matched && anchors)
        expect(anchors.some((anchor) => squeeze(text.words).includes(anchor))).toBe(true)
    }
  })
})

describe('relaxWords', () => {
  it('lets a space between words go missing, and nothing else', () => {
    expect(relaxWords('kill (?:your self|you)', { stretched: false })).toBe('kill ?(?:your ?self|you)')
    expect(relaxWords('(?:[a-z]+ ){0,3}you\\b', { stretched: false })).toBe('(?:[a-z]+ ){0,3}you\\b')
  })

  it('lets a single letter be doubled only in a stretched text, and keeps a doubled one doubled', () => {
    expect(relaxWords('kill', { stretched: true })).toBe('k{1,2}i{1,2}ll')
    expect(relaxWords('ass', { stretched: true })).toBe('a{1,2}ss')
    expect(relaxWords('colou?r', { stretched: true })).toBe('c{1,2}o{1,2}l{1,2}o{1,2}u?r{1,2}')
    expect(new RegExp(relaxWords('ass', { stretched: true })).test('as')).toBe(false)
  })
})
