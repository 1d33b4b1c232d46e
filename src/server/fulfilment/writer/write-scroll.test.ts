import { describe, expect, it } from 'vitest'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { snoreRequest } from './model-scroll.fixtures'
import type { WrittenScroll } from './scroll-writer'
import { refusalNote, scrollRefusalLine } from './write-scroll'

const scroll = composeScroll(snoreRequest)
const written = (changes: Partial<WrittenScroll>): WrittenScroll => ({
  scroll,
  writtenBy: 'engine',
  refusals: [],
  ...changes,
})

describe('what the order’s history says of the model’s drafts', () => {
  it('says nothing when the model’s first draft was kept, or no model was asked', () => {
    expect(refusalNote(written({ writtenBy: 'model' }))).toBeNull()
    expect(refusalNote(written({}))).toBeNull()
  })

  it('names the scroll, the reasons and who wrote it in the end', () => {
    const line = scrollRefusalLine(
      { position: 0, targetName: 'Gregory' },
      written({ refusals: [['it never names Gregory']] }),
    )
    expect(line).toBe(
      'scroll 1 (Gregory): the model’s draft was refused: it never names Gregory; the engine wrote the scroll',
    )
  })

  it('counts the drafts, and says when the mended one was kept', () => {
    expect(refusalNote(written({ writtenBy: 'model', refusals: [['it never names Gregory']] }))).toBe(
      'the model’s draft was refused: it never names Gregory; its next draft was kept',
    )
    expect(
      refusalNote(
        written({
          refusals: [
            ['it never names Gregory'],
            ['it is 90 words long, fewer than the 150 to 240 asked for'],
          ],
        }),
      ),
    ).toBe(
      'the model’s drafts were refused: first, it never names Gregory; second, it is 90 words long, fewer ' +
        'than the 150 to 240 asked for; the engine wrote the scroll',
    )
  })

  it('says why the model gave no draft', () => {
    expect(refusalNote(written({ failure: 'the model did not answer within 20000 ms' }))).toBe(
      'the model did not answer within 20000 ms; the engine wrote the scroll',
    )
  })
})
