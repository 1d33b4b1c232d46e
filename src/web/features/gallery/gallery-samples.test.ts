import { describe, expect, it } from 'vitest'
import { galleryLetters, galleryScroll } from '@/domain/gallery-letters'
import { gallerySamples } from './gallery-samples'

const sampleOf = (id: string) => {
  const sample = gallerySamples.find((candidate) => candidate.id === id)
  if (!sample) throw new Error(`no sample ${id}`)
  return sample
}

describe('the gallery’s samples', () => {
  it('show the salutation and opening words of the letter their sealed scroll is rendered from', () => {
    for (const sample of gallerySamples) {
      const scroll = galleryScroll(sample.id)
      expect(scroll.salutation).toBe(sample.salutation)
      expect(scroll.paragraphs[0]?.text.startsWith(`${sample.snippet} `)).toBe(true)
      expect(scroll.title).toBe(sample.scrollTitle)
    }
  })

  it('say truly what lies sealed beneath the snippet', () => {
    expect(sampleOf('ex').lockedLine).toMatch(/^The remaining \d+ words lie sealed beneath the wax\.$/)
    const ex = galleryLetters.ex
    const sealed = [ex.rest, ...ex.paragraphs.map((p) => p.text), ex.curse, ex.signOff, ex.signature].join(
      ' ',
    )
    expect(sampleOf('ex').lockedLine).toContain(`The remaining ${sealed.split(/\s+/).length} words`)

    expect(sampleOf('boss').lockedLine).toMatch(/^Four more paragraphs/)
    expect(galleryScroll('boss').paragraphs).toHaveLength(1 + 4)

    expect(sampleOf('roommate').lockedLine).toMatch(/four charges\. The navy is mentioned again\.$/)
    const charges = galleryLetters.roommate.paragraphs.filter((p) => / charge: /.test(p.text))
    expect(charges.map((p) => p.text.split(':')[0])).toEqual([
      'The first charge',
      'The second charge',
      'The third charge',
      'The fourth charge',
    ])
    const afterSnippet = [
      galleryLetters.roommate.rest,
      ...galleryLetters.roommate.paragraphs.map((p) => p.text),
    ]
    expect(afterSnippet.join(' ')).toMatch(/navy/)
  })
})
