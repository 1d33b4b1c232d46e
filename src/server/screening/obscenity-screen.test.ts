import { describe, expect, it } from 'vitest'
import { normaliseText } from './normalise'
import { findListedWords } from './obscenity-screen'

const listed = (text: string) => findListedWords([normaliseText(text).words])[0]

describe('findListedWords', () => {
  it.each(['n1gg3r', 'you f a g g o t', 'what a spastic', 'the paki next door', 'filthy wetback'])(
    'refuses the slur in %j',
    (text) => {
      expect(listed(text)).toEqual([{ rule: 'hate', action: 'refuse', match: 'hate.slur' }])
    },
  )

  it.each(['you are so sexy', 'your p0rn habit', 'he masturbates at his desk'])(
    'holds the sexual word in %j',
    (text) => {
      expect(listed(text)).toEqual([{ rule: 'sexual', action: 'hold', match: 'sexual.explicit-word' }])
    },
  )

  it.each([
    'thou absolute bastard, thou shit-brained arse',
    'bollocks to the lot of them, the pricks',
    'he is a total tit and a wanker',
    'what a boob, what a pussy about spiders',
    'our hooker missed every lineout',
  ])('lets swearing pass: %j', (text) => {
    expect(listed(text)).toEqual([])
  })

  it.each([
    'a chink in thy armour',
    "a walk along Offa's Dyke",
    'Mr Fagan next door',
    'graduated summa cum laude',
    'a pinch of cumin',
    'Homo sapiens at its worst',
    'a negroni at sunset',
    'in all the annals of the stage',
    'thou niggardly knave',
    'Scunthorpe, Essex and Sussex',
    'rapeseed oil',
  ])('lets the innocent phrase %j pass', (text) => {
    expect(listed(text)).toEqual([])
  })

  it('tells each text of an order its own findings', () => {
    const texts = ['Margery', 'that raghead', 'lovely day', 'so sexy'].map(
      (text) => normaliseText(text).words,
    )
    expect(findListedWords(texts).map((found) => found.map((finding) => finding.rule))).toEqual([
      [],
      ['hate'],
      [],
      ['sexual'],
    ])
  })
})
