import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bundleWritingStyles } from '../catalog-bundles'
import {
  classicStyles,
  commissionStyles,
  cursedStyles,
  type IntensityLevel,
  loveStyles,
} from '../catalog-options'
import { lineKey, sentencesOf } from '../text/sentences'
import { composeScroll, linesOfScroll } from './compose-scroll'
import { type ComposedScroll, noFlags, type ScrollRequest, type ScrollStyle } from './scroll-request'

const levels = [1, 2, 3, 4, 5] as const satisfies readonly IntensityLevel[]

function request(overrides: Partial<ScrollRequest> = {}): ScrollRequest {
  return {
    seed: '6f1c2d3e-0000-4000-8000-000000000001',
    kind: 'rant',
    scrollType: 'scroll-of-fury',
    targetName: 'Sir Reginald Puddlesworth',
    grievance: 'He ate my lunch from the office fridge and left the empty box',
    style: 'gothic',
    intensity: 4,
    flags: noFlags,
    signature: { anonymous: false, customerName: 'Margery Quill' },
    ...overrides,
  }
}

const bodyOf = (scroll: ComposedScroll) => scroll.paragraphs.map((p) => p.text).join('\n')
const everything = (scroll: ComposedScroll) =>
  [
    scroll.title,
    scroll.salutation,
    bodyOf(scroll),
    scroll.curse,
    scroll.signOff,
    scroll.signature,
    scroll.sealLine,
  ].join('\n')
// a style offered by several products (poetic, witty, ...) is one voice
const rantStyles = [
  ...new Set(
    [classicStyles, cursedStyles, commissionStyles, bundleWritingStyles].flatMap(
      (styles) => Object.keys(styles) as ScrollStyle[],
    ),
  ),
]

describe('composeScroll', () => {
  it('writes the same scroll for the same order, every time', () => {
    expect(composeScroll(request())).toEqual(composeScroll(request()))
  })

  it('writes a different scroll for each order with the same inputs', () => {
    const bodies = new Set(
      Array.from({ length: 50 }, (_, i) => bodyOf(composeScroll(request({ seed: `order-${i}` })))),
    )
    expect(bodies.size).toBeGreaterThanOrEqual(45)
  })

  it.each(rantStyles.flatMap((style) => levels.map((level) => ['rant', style, level] as const)))(
    '%s %s at intensity %i names the target and quotes the grievance',
    (kind, style, intensity) => {
      const scroll = composeScroll(request({ kind, style, intensity }))
      expect(scroll.salutation.startsWith('To Sir Reginald Puddlesworth,')).toBe(true)
      expect(bodyOf(scroll)).toContain('“He ate my lunch from the office fridge and left the empty box.”')
      expect(everything(scroll)).not.toMatch(/[{}]/)
    },
  )

  it.each(
    (Object.keys(loveStyles) as ScrollStyle[]).flatMap((style) =>
      levels.map((level) => [style, level] as const),
    ),
  )('love %s at intensity %i names the target and quotes the situation', (style, intensity) => {
    const scroll = composeScroll(request({ kind: 'love', scrollType: 'love-me-scroll', style, intensity }))
    expect(scroll.salutation.startsWith('To Sir Reginald Puddlesworth,')).toBe(true)
    expect(bodyOf(scroll)).toContain('He ate my lunch from the office fridge and left the empty box')
  })

  it('gives each style its own voice', () => {
    const titles = new Map<string, string>()
    for (const style of rantStyles) {
      const text = bodyOf(composeScroll(request({ style, intensity: 3 })))
      titles.set(text, style)
    }
    expect(titles.size).toBe(rantStyles.length)
    expect(bodyOf(composeScroll(request({ style: 'modern-tumblr' })))).toMatch(/\b(i|thou|the|no|ok|not)\b/)
    expect(bodyOf(composeScroll(request({ style: 'poetic', intensity: 3 })))).toContain('\n')
  })

  it('escalates: a Nuclear Scroll says it louder than a Mild Shade, in the words its product is sold by', () => {
    for (let i = 0; i < 20; i++) {
      const mild = composeScroll(request({ seed: `s${i}`, intensity: 1 }))
      const nuclear = composeScroll(request({ seed: `s${i}`, intensity: 5 }))
      expect(nuclear.paragraphs.some((p) => p.emphasis === 'shout')).toBe(true)
      expect(mild.paragraphs.some((p) => p.emphasis === 'shout')).toBe(false)
      expect(nuclear.sealLine).toContain('Nuclear Scroll')
      expect(mild.sealLine).toContain('Mild Shade')
    }
  })

  it('writes a blessing for love_me, a kind but final no for love_me_not and a rejection for harsh_rejection', () => {
    const love = (intensity: IntensityLevel) =>
      composeScroll(request({ kind: 'love', scrollType: 'love-me-scroll', style: 'romantic', intensity }))
    expect(love(1).curse).toMatch(/blessing/i)
    expect(love(1).sealLine).toContain('Love Me')
    expect(love(3).sealLine).toContain('Love Me Not')
    expect(love(5).sealLine).toContain('Harsh Rejection')
    expect(bodyOf(love(5))).not.toEqual(bodyOf(love(1)))
  })

  it('hides the customer name everywhere when delivery is anonymous', () => {
    for (let i = 0; i < 30; i++) {
      const scroll = composeScroll(
        request({ seed: `anon-${i}`, signature: { anonymous: true, customerName: 'Margery Quill' } }),
      )
      expect(everything(scroll)).not.toContain('Margery')
      expect(scroll.signature).not.toBe('')
    }
    expect(composeScroll(request()).signature).toBe('Margery Quill')
  })

  it('writes every paragraph and the curse in capitals for all caps, leaving the frame alone', () => {
    const scroll = composeScroll(request({ flags: { ...noFlags, allCaps: true } }))
    for (const paragraph of scroll.paragraphs) expect(paragraph.text).toBe(paragraph.text.toUpperCase())
    expect(scroll.curse).toBe(scroll.curse.toUpperCase())
    expect(bodyOf(scroll)).toContain('HE ATE MY LUNCH FROM THE OFFICE FRIDGE')
    expect(scroll.salutation).toContain('Sir Reginald Puddlesworth')
  })

  it('marks paragraphs for font tantrums and cursed fonts only when asked', () => {
    const plain = composeScroll(request({ intensity: 3 }))
    expect(plain.paragraphs.some((p) => p.emphasis === 'tantrum' || p.emphasis === 'cursed')).toBe(false)
    const wild = composeScroll(
      request({ intensity: 3, flags: { ...noFlags, fontTantrums: true, cursedFonts: true } }),
    )
    expect(wild.paragraphs.filter((p) => p.emphasis === 'tantrum')).toHaveLength(1)
    expect(wild.paragraphs.some((p) => p.emphasis === 'cursed')).toBe(true)
  })

  it('writes a two- or three-page saga for a multi-page scroll', () => {
    const single = composeScroll(request({ intensity: 3 }))
    const saga = composeScroll(request({ intensity: 3, flags: { ...noFlags, multiPage: true } }))
    const epic = composeScroll(request({ intensity: 5, flags: { ...noFlags, multiPage: true } }))
    expect([single.pages, saga.pages, epic.pages]).toEqual([1, 2, 3])
    expect(bodyOf(saga).length).toBeGreaterThan(1.8 * bodyOf(single).length)
    expect(bodyOf(epic).length).toBeGreaterThan(bodyOf(saga).length)
  })

  it('does not repeat itself across a three-page saga, in any voice', () => {
    for (const style of rantStyles) {
      const scroll = composeScroll(request({ style, intensity: 5, flags: { ...noFlags, multiPage: true } }))
      const sentences = scroll.paragraphs
        .flatMap((p) => p.text.split(/(?<=[.!?])\s+|\n/))
        .filter((s) => s.length > 25)
      const repeats = sentences.length - new Set(sentences).size
      expect(repeats, style).toBeLessThanOrEqual(1)
    }
  })

  it('adds ancestral wisdom and the eternal line when the order has them, and never pastes a request', () => {
    const scroll = composeScroll(
      request({
        scrollType: 'eternal-scroll',
        flags: { ...noFlags, ancestralWisdom: true },
        generationalContext: 'His father also stole lunches',
        specificRequests: 'Mention the moustache!',
      }),
    )
    const text = bodyOf(scroll)
    expect(text).toContain('“His father also stole lunches.”')
    expect(text).not.toContain('Mention the moustache')
    expect(text).toContain('Hall of Fame')
    expect(bodyOf(composeScroll(request({ flags: { ...noFlags, ancestralWisdom: true } })))).toMatch(
      /generation|heirs|descendants|children/,
    )
  })

  it('writes a scroll without a grievance (a bundle target may leave it blank)', () => {
    const scroll = composeScroll(request({ grievance: '   ' }))
    expect(scroll.paragraphs[0]?.text).not.toContain('“')
    expect(everything(scroll)).not.toMatch(/[{}]/)
  })

  it('says no line twice across the scrolls of one bundle', () => {
    for (let bundle = 0; bundle < 30; bundle++) {
      const said: string[] = []
      const keys = new Set<string>()
      for (let position = 1; position <= 10; position++) {
        const scroll = composeScroll(
          request({
            seed: `bundle-${bundle}:${position}`,
            style: 'eloquent',
            intensity: 2,
            alreadySaid: [...said],
          }),
        )
        const lines = linesOfScroll(scroll)
        for (const key of lines.flatMap(sentencesOf).map(lineKey)) {
          if (key === null || key.includes('puddlesworth')) continue
          expect(keys.has(key), key).toBe(false)
          keys.add(key)
        }
        said.push(...lines)
      }
    }
  })

  it('never interprets what the customer typed', () => {
    const sneaky = '{curse.nuclear} <b>bold</b> {$target} {insult|upper}'
    const scroll = composeScroll(
      request({
        targetName: '{title}',
        grievance: sneaky,
        specificRequests: '{seal}',
        generationalContext: '{anon}',
      }),
    )
    const text = bodyOf(scroll)
    expect(scroll.salutation).toContain('To {title},')
    expect(text).toContain(sneaky)
    const withoutCustomerText = everything(scroll)
      .replaceAll(sneaky, '')
      .replaceAll('{title}', '')
      .replaceAll('{seal}', '')
    expect(withoutCustomerText).not.toMatch(/[{}]/)
  })

  it('keeps any target name and grievance verbatim and leaks no placeholder (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '' && !/[{}]/.test(s))
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom(...rantStyles),
        fc.constantFrom(...levels),
        fc.string(),
        (targetName, grievance, style, intensity, seed) => {
          const scroll = composeScroll(request({ targetName, grievance, style, intensity, seed }))
          const all = everything(scroll)
          expect(all).toContain(targetName.trim())
          expect(bodyOf(scroll)).toContain(grievance.trim())
          expect(all).not.toMatch(/[{}]/)
        },
      ),
      { numRuns: 300 },
    )
  })
})
