import { describe, expect, it } from 'vitest'
import { bundleWritingStyles } from '../catalog-bundles'
import { classicStyles, commissionStyles, cursedStyles, loveStyles } from '../catalog-options'
import { composeScroll } from './compose-scroll'
import { noFlags, type ScrollRequest, type ScrollStyle } from './scroll-request'

const base: ScrollRequest = {
  seed: '',
  kind: 'rant',
  scrollType: 'scroll-of-fury',
  targetName: 'Baron Loudchewer',
  grievance: 'Chews with the vigour of a siege engine.',
  style: 'gothic',
  intensity: 4,
  flags: noFlags,
  signature: { anonymous: false, customerName: 'Ser Grumbles' },
}

const bodyOf = (request: ScrollRequest) => {
  const scroll = composeScroll(request)
  return [scroll.title, scroll.salutation, ...scroll.paragraphs.map((p) => p.text), scroll.curse].join('\n')
}

describe('the scribe engine at scale', () => {
  it('writes at least 95% distinct scrolls for 1,000 orders with identical inputs', () => {
    const texts = new Set(Array.from({ length: 1000 }, (_, i) => bodyOf({ ...base, seed: `order-${i}` })))
    expect(texts.size).toBeGreaterThanOrEqual(950)
  })

  it('writes every style at every intensity, with the target and the grievance', () => {
    const rantStyles = [classicStyles, cursedStyles, commissionStyles, bundleWritingStyles].flatMap(
      (styles) => Object.keys(styles),
    )
    const cases = [
      ...rantStyles.map((style) => ({ kind: 'rant' as const, style })),
      ...Object.keys(loveStyles).map((style) => ({ kind: 'love' as const, style })),
    ]
    for (const { kind, style } of cases) {
      for (const intensity of [1, 2, 3, 4, 5] as const) {
        const text = bodyOf({
          ...base,
          kind,
          style: style as ScrollStyle,
          intensity,
          seed: `${style}-${intensity}`,
        })
        expect(text, `${kind} ${style} ${intensity}`).toContain('Baron Loudchewer')
        expect(text, `${kind} ${style} ${intensity}`).toContain('Chews with the vigour of a siege engine.')
      }
    }
  })

  it('keeps a grievance full of markup, braces and {{ }} as plain text', () => {
    const grievance = '<script>alert(1)</script> {{ order.total }} {curse.nuclear} {$name} <b>bold</b>'
    for (let i = 0; i < 50; i += 1) {
      const text = bodyOf({ ...base, grievance, seed: `markup-${i}` })
      expect(text).toContain(grievance)
      // the grievance is the only place braces may appear: nothing of the grammar's syntax is left
      expect(text.replace(grievance, '')).not.toMatch(/[{}]/)
    }
  })
})
