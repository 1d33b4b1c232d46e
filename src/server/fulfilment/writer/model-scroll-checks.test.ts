import { describe, expect, it } from 'vitest'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { goodDraft, snoreRequest } from './model-scroll.fixtures'
import { refuseModelScroll, WORD_SLACK } from './model-scroll-checks'

const shopLines = {
  signOff: 'In righteous wrath,',
  signature: 'One Who Heard',
  sealLine: 'Sealed · Fierce Rebuke',
}
const scrollOf = (draft: Partial<typeof goodDraft> = {}): ComposedScroll => ({
  ...goodDraft,
  ...draft,
  ...shopLines,
  pages: 1,
})
const words = { min: 150, max: 240 }
const refusals = (draft: Partial<typeof goodDraft> = {}, request = snoreRequest) =>
  refuseModelScroll(scrollOf(draft), request, words)

const paragraph = (text: string) => ({ paragraphs: [...goodDraft.paragraphs, { text }] })

describe('the checks of a model’s scroll', () => {
  it('accepts a clean scroll of the right length that names its target', () => {
    expect(refusals()).toEqual([])
  })

  it('refuses a scroll that never names its target', () => {
    const elsewhere = JSON.parse(JSON.stringify(goodDraft).replaceAll('Sir Snore', 'Lady Quiet'))
    expect(refusals(elsewhere)).toEqual(['it never names Sir Snore'])
  })

  it('refuses a template’s placeholder', () => {
    expect(refusals({ salutation: 'To [TARGET NAME], Sir Snore,' })).toEqual([
      'it leaves a template’s placeholder ([TARGET NAME])',
    ])
  })

  it(`counts the words against the range with ${WORD_SLACK * 100}% slack either side`, () => {
    // a draft of exactly `count` words: four in the title, salutation and closing, the rest distinct
    const ofWords = (count: number) => ({
      title: 'Sir Snore',
      salutation: 'Hail,',
      paragraphs: [{ text: `${Array.from({ length: count - 4 }, (_, index) => `w${index}`).join(' ')}.` }],
      curse: 'Begone.',
    })
    // 150 less 15% is 127.5, and 240 plus 15% is 276
    expect(refusals(ofWords(127))).toEqual([])
    expect(refusals(ofWords(126))).toEqual(['it is 126 words long, fewer than the 150 to 240 asked for'])
    expect(refusals(ofWords(276))).toEqual([])
    expect(refusals(ofWords(277))).toEqual(['it is 277 words long, more than the 150 to 240 asked for'])
  })

  it('refuses what a proofreader would mark, naming the rule and the place', () => {
    const [reason] = refusals(paragraph('Thou tried to hide it, but the the choir heard.'))
    expect(reason).toMatch(/^a proofreader would mark /)
    expect(reason).toContain('doubled-word')
    expect(reason).toContain('archaic-grammar')
  })

  it('refuses a scroll the content screen stops, naming the rule of the Scribes’ Code', () => {
    expect(refusals(paragraph('I know where you live, and I will burn thy house down tonight.'))).toContain(
      'it breaks the Scribes’ Code: no threats of real harm',
    )
  })

  it('refuses the customer’s name or an email address on an anonymous order, without repeating the name', () => {
    const named = refusals(paragraph('Thus writes Hilda, who heard every snore of it.'))
    expect(named).toEqual(['it names the customer, who asked to stay anonymous'])
    const mailed = refusals(paragraph('Write to hilda.h@example.com with thy apology, good knight.'))
    expect(mailed).toContain('it gives an email address, and the sender asked to stay anonymous')
    const signed = { ...snoreRequest, signature: { anonymous: false, customerName: 'Hidden Hilda' } }
    expect(refusals(paragraph('Thus writes Hilda, who heard every snore of it.'), signed)).toEqual([])
  })
})
