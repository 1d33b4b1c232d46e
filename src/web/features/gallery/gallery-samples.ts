import { type GalleryLetterId, galleryLetters, wordsAfterTeaser } from '@/domain/gallery-letters'

export type GallerySample = {
  id: GalleryLetterId
  title: string
  /** the letter's title, as its sealed scroll shows it */
  scrollTitle: string
  salutation: string
  snippet: string
  lockedLine: string
  cta: string
  signature: string
}

// each sample is the opening of a whole letter (src/domain/gallery-letters.ts) whose sealed scroll its
// call to action reveals, so the words shown and the picture are the same letter
const sampleOf = (id: GalleryLetterId, sample: { title: string; lockedLine: string; cta: string }) => {
  const letter = galleryLetters[id]
  return {
    id,
    ...sample,
    scrollTitle: letter.title,
    salutation: letter.salutation,
    snippet: letter.teaser,
    signature: letter.signature,
  }
}

export const gallerySamples: GallerySample[] = [
  sampleOf('ex', {
    title: 'The Ex',
    lockedLine: `The remaining ${wordsAfterTeaser('ex')} words lie sealed beneath the wax.`,
    cta: 'Reveal the Wrath',
  }),
  sampleOf('boss', {
    title: 'The Boss',
    lockedLine: 'Four more paragraphs of righteous fury await their recipient.',
    cta: 'Send My Rage',
  }),
  sampleOf('roommate', {
    title: 'The Roommate',
    lockedLine: 'The full indictment lays four charges. The navy is mentioned again.',
    cta: 'Unleash the Full Scroll',
  }),
]
