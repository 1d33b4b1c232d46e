import { describe, expect, it } from 'vitest'
import { excerptOf, MAX_QUOTED_WORDS, wordCount } from './excerpt'

describe('excerptOf', () => {
  it('quotes a short text whole, its line breaks as spaces', () => {
    expect(excerptOf('  He ate my lunch from the office fridge and left the empty box  ')).toEqual({
      text: 'He ate my lunch from the office fridge and left the empty box',
      whole: true,
    })
    expect(excerptOf('He ate my lunch.\n\nTwice.')).toEqual({ text: 'He ate my lunch. Twice.', whole: true })
  })

  it('quotes a long text by its first sentence when that is short', () => {
    const long = `He ate my lunch. ${'Then he did something else entirely, again and again. '.repeat(3)}`
    expect(excerptOf(long)).toEqual({ text: 'He ate my lunch.', whole: false })
  })

  it('cuts a long first sentence where a clause ends, with an ellipsis', () => {
    const long =
      'My neighbour borrowed my lawnmower in 2019 and returned it last week with no blades, then asked ' +
      'to borrow my hedge trimmer, and he parks across my drive every Sunday morning without fail'
    expect(excerptOf(long)).toEqual({ text: 'My neighbour borrowed my lawnmower in 2019…', whole: false })
  })

  it('closes a quotation the cut falls inside', () => {
    const long = `She said "stop it now and never come back to this village or any village like it" and left at dawn`
    const { text, whole } = excerptOf(long)
    expect(whole).toBe(false)
    expect(text).toBe('She said "stop it now…"')
    expect(wordCount(text)).toBeLessThanOrEqual(MAX_QUOTED_WORDS)
  })
})
