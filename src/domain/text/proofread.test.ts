import { describe, expect, it } from 'vitest'
import { longestCopiedRun, proofread } from './proofread'

const rules = (text: string) => proofread(text).map((fault) => fault.rule)

describe('proofread', () => {
  it.each([
    ['set down a Eternal Scroll in thy name', 'a-an'],
    ['an scroll of fury', 'a-an'],
    ['paid for thy The Starter Arsenal', 'article-before-article'],
    ['the sealed The Courtroom comes to thee', 'article-before-article'],
    ['Hark! HARK! Let the trumpets sound', 'doubled-word'],
    ['No. Thank thee for asking. Still no. No. Thank thee', 'doubled-word'],
    ['I said the the thing', 'doubled-word'],
    ['Thou art a damp biscuit. The geese know. Thou art a damp biscuit.', 'repeated-sentence'],
    ['He ate my lunch,. Then left', 'doubled-punctuation'],
    ['what thou didst, Bob Smith Jr.. The scribes', 'doubled-punctuation'],
    ['Hail , noble patron', 'space-before-punctuation'],
    ['Hail,  noble patron', 'stray-space'],
    ['thy deed: “He ate my lunch. Somewhere', 'unbalanced-quotes'],
    ['He said “no” and ”yes”', 'unbalanced-quotes'],
    ['“He said “no” again.”', 'unbalanced-quotes'],
    ['Dan "the Man"', 'unbalanced-quotes'],
    ['the charge: “.” Bold.', 'unbalanced-quotes'],
    ['Rumour has it that thou once tried to pay the ferryman', 'archaic-grammar'],
    ['may thou forget thy lines', 'archaic-grammar'],
    ['thou was there', 'archaic-grammar'],
    ['(Should thou wish to apologise, the geese accept bread.)', 'archaic-grammar'],
    ['Were thou the last soul in the kingdom', 'archaic-grammar'],
  ])('finds the slip in %s', (text, rule) => {
    expect(rules(text)).toContain(rule)
  })

  it.each([
    'an Eternal Scroll, a union, an hour, a one-eyed goat, an MP',
    'To the landlord, with every courtesy',
    'Out, out, thou knave! Alas, alas, and once more alas.',
    'the moment thou lookest at it. It is a small curse',
    'Never change. Actually, please do change, and at once.',
    'No. Just no.',
    'To Bob Smith Jr., with every courtesy. Hail, Bob Jr.!',
    'Wait... what?! “He said ‘no’ and it’s O’Brien’s.”',
    'Prithee, mend thy ways, thou cockered ratsbane. Art thou amused?',
    'My regard for thee is considerable; mayst thou fare well. Wert thou here, wouldst thou stay?',
    'I am sure thou art very busy, doing whatever it is thou doest instead of the decent thing.',
    'The rest is silence, and I would thou hadst chosen it.',
    'By order of Ms. Agatha Crumb, the scribes write. By order of the Crown, they seal.',
  ])('lets a careful sentence pass: %s', (text) => {
    expect(proofread(text)).toEqual([])
  })

  it('measures how much of a customer’s text is copied word for word', () => {
    const grievance = 'He ate my lunch from the office fridge and left the empty box on my desk'
    expect(longestCopiedRun(`The charge: “${grievance}.” Bold.`, grievance)).toBe(16)
    expect(longestCopiedRun('The charge: “He ate my lunch from the office fridge…”', grievance)).toBe(8)
    expect(proofread(`“${grievance}”`, { retold: [grievance], maxCopiedWords: 12 })).toEqual([
      { rule: 'copied-verbatim', at: `16 words of: ${grievance}` },
    ])
  })
})
