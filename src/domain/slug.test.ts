import { describe, expect, it } from 'vitest'
import { slugFrom } from './slug'

describe('slugFrom', () => {
  it.each([
    ['Lady Quill', 'lady-quill'],
    ['Sir Grumble’s Tavern', 'sir-grumbles-tavern'],
    ['  Crème Brûlée & Co.  ', 'creme-brulee-co'],
    ['The 3 Ravens -- of Doom!', 'the-3-ravens-of-doom'],
    ['Scrolls of Fury', 'scrolls-of-fury'],
    ['!!!', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugFrom(name)).toBe(slug)
  })

  it('keeps to the length without ending on a hyphen', () => {
    expect(slugFrom('abc def', 4)).toBe('abc')
    expect(slugFrom('a'.repeat(150))).toHaveLength(100)
  })

  it('makes slugs the partner rule takes', () => {
    for (const name of ['Ser Ölaf the Öld', 'ÆTHEL & Bros', 'x--y', '—dash—']) {
      expect(slugFrom(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
    }
  })
})
