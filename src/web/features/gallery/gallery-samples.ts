export type GallerySample = {
  id: 'ex' | 'boss' | 'roommate'
  title: string
  salutation: string
  snippet: string
  lockedLine: string
  cta: string
}

export const gallerySamples: GallerySample[] = [
  {
    id: 'ex',
    title: 'The Ex',
    salutation: 'To Thee, Who Kept My Hoodie,',
    snippet:
      'Hear ye, hear ye! Let it be known across every kingdom and group chat that thou, who once swore eternal devotion over a shared plate of nachos, didst depart with mine finest hoodie, my streaming password and what remained of my dignity. Thy new beloved may have thy heart, but the hoodie',
    lockedLine: 'The remaining 347 words lie sealed beneath the wax.',
    cta: 'Reveal the Wrath',
  },
  {
    id: 'boss',
    title: 'The Boss',
    salutation: 'To the Tyrant of the Quarterly Meeting,',
    snippet:
      'Most esteemed overlord of the open-plan dungeon, I write concerning thy seventh "quick sync" of the day, a meeting which, like thy leadership, had neither agenda nor end. Thou hast circled back so often that the royal cartographers now list thee as a roundabout, and',
    lockedLine: 'Four more paragraphs of righteous fury await their recipient.',
    cta: 'Send My Rage',
  },
  {
    id: 'roommate',
    title: 'The Roommate',
    salutation: 'To the Fiend Who Dwelleth Beyond the Kitchen Wall,',
    snippet:
      'Be it known that the milk did not drink itself. The dishes did not wash themselves, though under thy stewardship they have begun to grow a civilisation of their own, with laws, a monarchy and a modest navy. Three fortnights hath the rubbish awaited thy hand, and',
    lockedLine: 'The full indictment runs to two pages. The navy is mentioned again.',
    cta: 'Unleash the Full Scroll',
  },
]
