import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseText, plainText } from './normalise'

const words = (text: string) => normaliseText(text).words

describe('normaliseText', () => {
  it.each([
    ['k i l l yourself', 'kill yourself'],
    ['k.i.l.l yourself', 'kill yourself'],
    ['k-i-l-l yourself', 'kill yourself'],
    ['k_i_l_l yourself', 'kill yourself'],
    ['K1LL Y0URS3LF!!!', 'kill yourself'],
    ['$h!t', 'shit'],
    ['ｋｉｌｌ ｙｏｕ', 'kill you'],
    ['𝐤𝐢𝐥𝐥 𝐲𝐨𝐮', 'kill you'],
    ['kíll yöu', 'kill you'],
    ['kіll уоu', 'kill you'],
    ['κιll yου', 'kill you'],
    ['ki\u200Bll\u00AD y\u200Dou\uFEFF', 'kill you'],
    ['k\u2060i\u180Ell you', 'kill you'],
    ['Thou art a knave', 'you are a knave'],
    ['I shall smite thee', 'i shall smite you'],
    ['u r a loser', 'you are a loser'],
    ["I'll find you, won't I?", 'i will find you will not i'],
    ['Pay me $500', 'pay me 500 dollars'],
  ])('reads %j as %j', (text, expected) => {
    expect(words(text)).toBe(expected)
  })

  it('cuts a stretched letter to two and says the text was stretched', () => {
    expect(normaliseText('kiiiiiill')).toMatchObject({ words: 'kiill', stretched: true })
    expect(normaliseText('killllll')).toMatchObject({ words: 'kill', stretched: true })
    expect(normaliseText('kill')).toMatchObject({ words: 'kill', stretched: false })
  })

  it('keeps a sentence end, so two sentences do not read as one phrase', () => {
    expect(words('I could kill. You know what I mean?')).toBe('i could kill . you know what i mean')
  })

  it('leaves text-speak letters and numbers with units alone', () => {
    expect(words('x o x o')).toBe('x o x o')
    expect(words('at 3am on the 21st, 10k people')).toBe('at 3am on the 21st 10k people')
  })

  it('keeps the digits of addresses, phone numbers and times in the plain view', () => {
    expect(plainText('I’ll be outside 12 Elm Street at 6pm — call 07700 900123')).toBe(
      "i'll be outside 12 elm street at 6pm - call 07700 900123",
    )
    expect(plainText('０７７００ ９００１２３')).toBe('07700 900123')
  })
})

// ASCII words as a customer might type them, and the disguises of each letter
const word = fc.stringMatching(/^[a-z]{4,10}$/)
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((list) => list.join(' '))
const invisibles = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']
const lookalikes: Record<string, string[]> = {
  a: ['а', 'α'],
  c: ['с'],
  e: ['е'],
  i: ['і', 'ι'],
  o: ['о', 'ο'],
  p: ['р', 'ρ'],
  s: ['ѕ'],
  x: ['х'],
  y: ['у'],
}

describe('normaliseText, for any text', () => {
  it('reads the same with invisible characters slipped between the letters', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.nat()), fc.constantFrom(...invisibles), (text, at, mark) => {
        const chars = [...text]
        for (const position of at) chars.splice(position % (chars.length + 1), 0, mark)
        expect(normaliseText(chars.join(''))).toEqual(normaliseText(text))
      }),
    )
  })

  it('reads the same in capitals, with accents, in fullwidth or with lookalike letters', () => {
    const disguises = [
      (text: string) => text.toUpperCase(),
      (text: string) => [...text].map((char) => (/[a-z]/.test(char) ? `${char}\u0301` : char)).join(''),
      (text: string) =>
        [...text]
          .map((char) => (/[a-z]/.test(char) ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char))
          .join(''),
      (text: string) => [...text].map((char) => lookalikes[char]?.[0] ?? char).join(''),
    ]
    fc.assert(
      fc.property(sentence, fc.constantFrom(...disguises), (text, disguise) => {
        expect(words(disguise(text))).toBe(words(text))
      }),
    )
  })

  it('joins a word spelt out with spaces, dots or dashes', () => {
    // a run of text-speak letters only ("u r a") is left as it is
    const spelt = word.filter((letters) => !/(.)\1/.test(letters) && /[^aiurynbcox]/.test(letters))
    fc.assert(
      fc.property(spelt, fc.constantFrom(' ', '.', '-', '_', '*', ' . '), (letters, separator) => {
        expect(words([...letters].join(separator))).toBe(words(letters))
      }),
    )
  })

  it('undoes leetspeak in a word that keeps a letter', () => {
    const leet: Record<string, string> = { o: '0', e: '3', a: '4', s: '5', t: '7', i: '1' }
    const plainWord = word.filter((letters) => !/ii|[^a-z]/.test(letters))
    fc.assert(
      fc.property(plainWord, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (letters, swaps) => {
        const chars = [...letters].map((char, index) => (swaps[index] ? (leet[char] ?? char) : char))
        const leeted = chars.join('')
        // digits then letters read as a number with its unit ("734m"), which stays a number
        fc.pre(/[a-z]/.test(leeted) && !/^\d+[a-z]+$/.test(leeted))
        expect(words(leeted)).toBe(words(letters))
      }),
    )
  })

  it('keeps every digit of a text without letters in the plain view, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +().-]{0,30}$/), (text) => {
        expect(plainText(text).replace(/\D/g, '')).toBe(text.replace(/\D/g, ''))
      }),
    )
  })

  it('gives words of lower-case letters, digits and sentence marks, single-spaced, no letter thrice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (text) => {
        const read = words(text)
        expect(read).toMatch(/^[a-z0-9 .]*$/)
        expect(read).not.toMatch(/ {2}|^ | $|([a-z])\1\1/)
      }),
    )
  })
})
