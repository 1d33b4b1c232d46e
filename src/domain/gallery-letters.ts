/**
 * The whole letters behind the Gallery of Fury's three samples, kept once: the gallery shows each one's
 * salutation and the opening of its first paragraph (`teaser`), and the web build renders each as a real
 * sealed scroll with the shop's own PDF renderer (`scripts/render-scroll-images.ts`, decision 070), so the
 * text and the picture are one letter.
 */
import type { ScrollType } from './catalog-products'
import type { ComposedScroll, ScrollParagraph } from './scribe/scroll-request'
import { wordsOf } from './text/sentences'

export type GalleryLetterId = 'ex' | 'boss' | 'roommate'

export type GalleryLetter = {
  /** the product it is rendered as, which names the PDF */
  scrollType: ScrollType
  title: string
  salutation: string
  /** the opening of the first paragraph: what the gallery shows before the rest lies sealed */
  teaser: string
  /** the first paragraph after its teaser */
  rest: string
  /** the paragraphs after the first */
  paragraphs: ScrollParagraph[]
  curse: string
  signOff: string
  signature: string
  pages: number
}

// the samples are no deliveries: their seal line says so (the landing page presents them as samples)
const SEAL_LINE = 'Sealed by the Scriptorium of Fury, at the Sign of the Crossed Quill · A Gallery Sample'

export const galleryLetters: Record<GalleryLetterId, GalleryLetter> = {
  ex: {
    scrollType: 'light-rant',
    title: 'A Proclamation Concerning One Hoodie, Grey',
    salutation: 'To Thee, Who Kept My Hoodie,',
    teaser:
      'Hear ye, hear ye! Let it be known across every kingdom and group chat that thou, who once swore eternal devotion over a shared plate of nachos, didst depart with mine finest hoodie, my streaming password and what remained of my dignity. Thy new beloved may have thy heart, but the hoodie',
    rest: 'was never thine to give. It is grey, it is soft, and its left cuff bears the honourable stain of a chilli I ate on our third anniversary, which thou didst also forget.',
    paragraphs: [
      {
        text: 'The streaming password I have since changed, so the eleven episodes thou didst watch ahead of me without a word shall be thy last. I know it was thee. Nobody else in this realm would pause a drama to make toast, and the account remembers every pause.',
      },
      {
        text: 'As to my dignity, keep it. It was in the front pocket of the hoodie, beside two receipts and a lip balm, and I fear it hath been through the wash at thy mother’s house. Return the rest by Friday noon, in a bag of honest paper, left with the porter, and speak not of it again.',
      },
      { text: '(Thou mayst keep the socks. They were never the point.)', emphasis: 'whisper' },
    ],
    curse:
      'May every hoodie thou ownest hereafter shrink one size at each washing, may its drawstring flee into its hood at the first tug, and may thy new beloved’s charger be forever in another room.',
    signOff: 'Thine no longer, but still cold,',
    signature: 'The Hoodie’s Rightful Owner',
    pages: 1,
  },
  boss: {
    scrollType: 'scroll-of-fury',
    title: 'On the Matter of the Seventh Quick Sync',
    salutation: 'To the Tyrant of the Quarterly Meeting,',
    teaser:
      'Most esteemed overlord of the open-plan dungeon, I write concerning thy seventh "quick sync" of the day, a meeting which, like thy leadership, had neither agenda nor end. Thou hast circled back so often that the royal cartographers now list thee as a roundabout, and',
    rest: 'travellers are warned to take the stairs. Thine invitations arrive like plague rats, each titled "Touch base", each touching nothing but the last hour of my afternoon.',
    paragraphs: [
      {
        text: 'I have aligned. I have actioned. I have taken things offline and brought them back online again, like a lantern in a storm. Thou hast bidden me think outside the box while keeping me inside a cubicle two paces wide, beside the printer that screams.',
      },
      {
        text: 'The report thou didst call urgent on Monday, I sent thee on Monday at midnight. On Thursday thou didst ask whether I had begun it. It lies in thine inbox still, unopened, beneath forty-one messages titled "Quick question", none of them quick and none of them a question.',
      },
      { text: 'The fish in the microwave was thee. The whole floor knoweth it.', emphasis: 'shout' },
      {
        text: 'Henceforth I shall attend only those meetings that have an agenda, an end and biscuits, and I shall answer thy messages between nine and five, as my contract saith and as the saints intended.',
      },
    ],
    curse:
      'May every meeting thou callest run an hour over, may thy microphone be muted whenever thou art brilliant and live whenever thou art eating, and may thy slides forever open on the wrong screen.',
    signOff: 'With all the synergy I have left,',
    signature: 'Thy Most Overlooked Servant',
    pages: 1,
  },
  roommate: {
    scrollType: 'scroll-of-fury',
    title: 'An Indictment in the Matter of the Kitchen',
    salutation: 'To the Fiend Who Dwelleth Beyond the Kitchen Wall,',
    teaser:
      'Be it known that the milk did not drink itself. The dishes did not wash themselves, though under thy stewardship they have begun to grow a civilisation of their own, with laws, a monarchy and a modest navy. Three fortnights hath the rubbish awaited thy hand, and',
    rest: 'three fortnights hath it waited in vain, growing wiser and more fragrant by the day, until this morn it greeted me by name.',
    paragraphs: [
      {
        text: 'The first charge: the milk. I bought it on Sunday. On Tuesday the empty carton stood in the fridge, upright and proud, put back with the care of a man hiding a body. Thou didst not drink it, thou sayest. Then the carton drank itself, and left a ring of cereal upon the counter as its signature.',
      },
      {
        text: 'The second charge: the dishes. Of the twelve plates this household owns, eleven now dwell in the sink, and the twelfth hath not been seen since Easter. The pan from thy curry of March hath a flag and a queen, and yesterday its navy took the butter dish.',
      },
      {
        text: 'The third charge: the bathroom. I shall not describe it, for this scroll may be read by children and by the landlord, and the landlord hath suffered enough.',
      },
      {
        text: 'The fourth charge: the thermostat, which thou turnest to thirty whenever I leave, and then openest the window. The pigeons on the sill are the warmest in the borough and have given up migrating.',
      },
      {
        text: 'Therefore I decree: the rubbish by tonight, the dishes by Saturday, and a full carton of milk where the empty one stands in shame. The navy of the sink shall be disbanded with honour and hot water.',
      },
    ],
    curse:
      'May thy socks be ever damp, may thy toast land butter-side down until the end of days, and may every roommate thou hast hereafter be exactly like thee.',
    signOff: 'Thine in cold tea and colder patience,',
    signature: 'The One Who Buys the Milk',
    pages: 1,
  },
}

export const galleryLetterIds = Object.keys(galleryLetters) as GalleryLetterId[]

/** The letter as the renderer takes it: the teaser and the rest of the first paragraph are one paragraph. */
export function galleryScroll(id: GalleryLetterId): ComposedScroll {
  const { teaser, rest, paragraphs, title, salutation, curse, signOff, signature, pages } = galleryLetters[id]
  return {
    title,
    salutation,
    paragraphs: [{ text: `${teaser} ${rest}` }, ...paragraphs],
    curse,
    signOff,
    signature,
    sealLine: SEAL_LINE,
    pages,
  }
}

/** The words of the letter after the teaser, its closing and signature included: what lies sealed. */
export function wordsAfterTeaser(id: GalleryLetterId): number {
  const { rest, paragraphs, curse, signOff, signature } = galleryLetters[id]
  return wordsOf([rest, ...paragraphs.map((p) => p.text), curse, signOff, signature].join(' ')).length
}
