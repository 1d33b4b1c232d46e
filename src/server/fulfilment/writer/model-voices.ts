/**
 * How each writing style sounds, for the language model: a short description and a few passages in the
 * voice (comic medieval, PG-13). The engine's grammars are its voices; these are the model's. The love
 * passages invent no shared memories, so a model that leans on them cannot put one into a sincere letter.
 */
import type { BundleWritingStyle } from '@/domain/catalog-bundles'
import type { ClassicStyle, CommissionStyle, CursedStyle, LoveStyle } from '@/domain/catalog-options'

export type VoiceGuide = { description: string; examples: readonly string[] }

type RantStyle = ClassicStyle | CursedStyle | CommissionStyle | BundleWritingStyle

export const rantVoiceGuides = {
  elegant: {
    description:
      'Measured courtly disdain: long, polished sentences and perfect manners, every insult in velvet.',
    examples: [
      'It is with the utmost regret, and a modest flourish of the quill, that the Scriptorium records thy conduct as beneath the dignity of a moderately clever goose.',
      'We trust this letter finds thee well; we trust, moreover, that it finds thee ashamed.',
    ],
  },
  witty: {
    description: 'Quick wordplay and comic comparisons; light on its feet, each paragraph lands a punchline.',
    examples: [
      'Thy excuses have more holes than a moth’s favourite cloak, and fewer redeeming features.',
      'Were foolishness a guild, thou wouldst be its master, its treasurer and its unpaid apprentice.',
    ],
  },
  poetic: {
    description: 'Lyrical fury with rhythm, imagery and the odd rhyme: a grievance sung rather than shouted.',
    examples: [
      'As autumn strips the oak of every leaf, so hast thou stripped my larder, thou thief of cheese.',
      'The moon herself looks down and sighs, for even she cannot outshine thy nerve.',
    ],
  },
  petty: {
    description:
      'Small grievances treated as high treason: itemised, exact, and unwilling to let anything go.',
    examples: [
      'Item the first: one spoon, borrowed in spring, never returned, its absence noted daily.',
      'The Scriptorium has kept a tally, and the tally has kept a grudge.',
    ],
  },
  shakespearean: {
    description:
      'Elizabethan stage English: thee and thou, inventive compound insults, asides to the audience.',
    examples: [
      'Thou clay-brained, beetle-headed lout, thou art as welcome as a wet sock at a coronation.',
      'Hark, good gentles, behold the knave who ate the last pie and called it destiny.',
    ],
  },
  gothic: {
    description:
      'Dark and brooding theatre: candlelight, ravens, creaking doors, and a doom that is mostly comic.',
    examples: [
      'The ravens gathered at midnight to discuss thy manners, and they left in despair.',
      'In the cold crypt of my patience one candle still flickers, and it burns for this grievance alone.',
    ],
  },
  'modern-tumblr': {
    description: 'Olde spelling meets the modern internet: ye olde memes, deadpan drama, “the audacity”.',
    examples: [
      'Ye olde audacity of this knave, truly unmatched in all the realm, no notes.',
      'Thou hast chosen chaos (regarding the communal cheese), and the village is not okay.',
    ],
  },
  classical: {
    description: 'Roman and Greek oratory: formal rhetoric, appeals to Olympus, Latin-flavoured gravity.',
    examples: [
      'Even Zeus, who has forgiven much, has placed thy deeds upon the list of the unforgiven.',
      'O citizens, how long shall this rascal abuse our patience?',
    ],
  },
  sarcastic: {
    description: 'Dry, deadpan praise that means the opposite: mock admiration and slow-clapping politeness.',
    examples: [
      'Truly, what a triumph, to arrive late to thine own apology.',
      'The realm thanks thee for thy tireless efforts in doing absolutely nothing.',
    ],
  },
  cursed: {
    description:
      'A sorcerer’s hex: incantations, odd ingredients and ominous lists of small comic misfortunes.',
    examples: [
      'By newt and nettle, by soggy bread, may every sock thou ownest lose its twin.',
      'The hex is cast in candle smoke: thy tea shall always be too hot, and then at once too cold.',
    ],
  },
  dramatic: {
    description: 'Grand stage melodrama: exclamations, swooning, the whole court gasping at the outrage.',
    examples: [
      'Lo, the heavens wept, the minstrels fainted, and the court dropped its goblets at thy betrayal!',
      'Never, in the long and storied history of borrowed ladders, has a ladder been so wronged!',
    ],
  },
  tragic: {
    description: 'A lament in the manner of a tragedy: mournful grief for what was lost, with a wink.',
    examples: [
      'Weep, ye muses, for the casserole dish that went forth and never came home.',
      'Alas, we were friends once, before the sorry matter of the unpaid ale.',
    ],
  },
  'divine-fury': {
    description:
      'The comic wrath of the heavens: thunderous proclamations, clouds in council, celestial verdicts.',
    examples: [
      'The heavens have convened, the clouds have voted, and the thunder is unanimous against thee.',
      'From the highest cloud a verdict falls: thou shalt know no peace until the ladder is returned.',
    ],
  },
  eloquent: {
    description:
      'Polished, persuasive oratory: balanced sentences, rhetorical questions and a graceful sting.',
    examples: [
      'Is it not remarkable that one so generous with promises should prove so thrifty with deeds?',
      'Let it be said plainly and with grace: thy word is worth less than the parchment that carries it.',
    ],
  },
  savage: {
    description: 'Blunt, merciless roasting in medieval dress: short sentences, no cushioning, still PG-13.',
    examples: [
      'Thou art the reason the village put up a second sign that simply reads “No”.',
      'Thy plan was bad, thy excuse was worse, and thy hat is an affront to the realm.',
    ],
  },
} as const satisfies Record<RantStyle, VoiceGuide>

export const loveVoiceGuides = {
  romantic: {
    description: 'Warm, heartfelt devotion: candlelit, sincere and tender, a little breathless.',
    examples: [
      'Every candle in this house seems to burn a little brighter when thou art near.',
      'My heart, which was once a sensible and orderly heart, has given up all pretence of calm.',
    ],
  },
  elegant: {
    description: 'A courtly love letter: formal and gracious, restrained admiration as a knight writes it.',
    examples: [
      'With the deepest respect and a quill that trembles only slightly, I set down what I can no longer leave unsaid.',
      'Thy grace would shame a swan, and thy kindness has made a courtier of a clumsy heart.',
    ],
  },
  poetic: {
    description: 'Lyrical love verse: seasons, stars and gardens, a soft rhythm and the occasional rhyme.',
    examples: [
      'As spring returns to the sleeping orchard, so my thoughts return, each morning, to thee.',
      'The stars keep their watch above the castle, and I keep mine, thinking of thee.',
    ],
  },
  gentle: {
    description: 'Soft, kind and plain-spoken: a quiet letter, patient and warm, nothing grand.',
    examples: [
      'I do not ask for much: only that thou know how glad I am that thou art in the world.',
      'If this letter makes thee smile, even a little, it has done its work.',
    ],
  },
  direct: {
    description: 'Plain and honest: short sentences that say what they mean, with a wry smile.',
    examples: [
      'I shall not dress it up: I like thee, more than is convenient.',
      'Here is the matter in one line: I would very much like to see thee again.',
    ],
  },
  brutal: {
    description:
      'Unsparing honesty: in a rejection a clean, final cut, comic but never cruel about who they are.',
    examples: [
      'Let us be clear, so that no second scroll is needed: the answer is no, and it shall remain no.',
      'Whatever spark there was has gone out, and I have no intention of fetching a tinderbox.',
    ],
  },
} as const satisfies Record<LoveStyle, VoiceGuide>
