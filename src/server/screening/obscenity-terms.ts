/**
 * What the shop makes of each word in obscenity's English list, and the slurs it adds. The product is comic
 * insult, so swearing passes ("thou absolute bastard", "shit", "arse", "bollocks", even the strongest
 * words): the Scribes' Code forbids harm, not rudeness. Slurs against who someone is are refused (`hate`).
 * Words that are about sex, rather than swearing with it, are held (`sexual`), since every scroll is
 * aimed at its recipient; a person reads them. Some pass as the insults a roast means by them: "hooker"
 * (the rugby position), "boob" (a blunder, a fool), "pussy" (a coward); breasts are `sexual-rules.ts`'s;
 * "rape" is held here and refused as a threat by `threat-rules.ts` when it is one.
 */
import type { EnglishProfaneWord } from 'obscenity'
import type { CodeRule } from '@/domain/scribes-code'

export type WordVerdict =
  | 'swearing'
  | { rule: Extract<CodeRule, 'hate' | 'sexual'>; action: 'refuse' | 'hold' }

const slur: WordVerdict = { rule: 'hate', action: 'refuse' }
const sexual: WordVerdict = { rule: 'sexual', action: 'hold' }

// a Record over the library's own word type: a new word in an upgrade must be judged before it builds
export const englishVerdicts: Record<EnglishProfaneWord, WordVerdict> = {
  abo: slur,
  abeed: slur,
  africoon: slur,
  arabush: slur,
  boonga: slur,
  chingchong: slur,
  chink: slur,
  dyke: slur,
  fag: slur,
  kike: slur,
  negro: slur,
  nigger: slur,
  retard: slur,
  spastic: slur,
  tranny: slur,
  anal: sexual,
  bestiality: sexual,
  blowjob: sexual,
  buttplug: sexual,
  cum: sexual,
  deepthroat: sexual,
  dildo: sexual,
  doggystyle: sexual,
  'double penetration': sexual,
  ejaculate: sexual,
  felch: sexual,
  fellatio: sexual,
  'finger bang': sexual,
  fisting: sexual,
  gangbang: sexual,
  handjob: sexual,
  hentai: sexual,
  incest: sexual,
  'jerk off': sexual,
  jizz: sexual,
  lubejob: sexual,
  masturbate: sexual,
  orgasm: sexual,
  orgy: sexual,
  penis: sexual,
  porn: sexual,
  rape: sexual,
  semen: sexual,
  sex: sexual,
  slut: sexual,
  vagina: sexual,
  whore: sexual,
  anus: 'swearing',
  arse: 'swearing',
  ass: 'swearing',
  bastard: 'swearing',
  bitch: 'swearing',
  bollocks: 'swearing',
  boob: 'swearing',
  cock: 'swearing',
  cuck: 'swearing',
  cunt: 'swearing',
  dick: 'swearing',
  fuck: 'swearing',
  hooker: 'swearing',
  piss: 'swearing',
  prick: 'swearing',
  pussy: 'swearing',
  scat: 'swearing',
  shit: 'swearing',
  tit: 'swearing',
  turd: 'swearing',
  twat: 'swearing',
  wank: 'swearing',
}

/**
 * Slurs the English list lacks, in obscenity's pattern syntax (`|` a word boundary, `[x]` optional). The
 * library collapses repeated letters before matching, so "batty" is written `bat[t]y`.
 */
export const extraSlurs: Record<string, string[]> = {
  spic: ['|spic|', '|spics|'],
  wetback: ['wetback'],
  beaner: ['|beaner'],
  raghead: ['raghead', 'towelhead', 'sand monkey'],
  gook: ['|gook|', '|gooks|'],
  paki: ['|paki|', '|pakis|'],
  coon: ['|coon|', '|coons|', 'jungle bun[n]y', 'porch monkey'],
  wog: ['|wog|', '|wogs|', 'golliwog', '|nig nog', '|nignog', '|sambo|'],
  darkie: ['|darkie', '|darky|'],
  zipperhead: ['zip[p]erhead', '|slant eye', '|slanty'],
  'camel jockey': ['camel jockey'],
  kaffir: ['|kaf[f]ir'],
  pikey: ['|pikey', '|gyp[p]o|', '|gyp[p]os|'],
  yid: ['|yid|', '|yids|'],
  jap: ['|jap|', '|japs|'],
  polack: ['|polack'],
  dago: ['|dago|', '|dagos|', '|wop|', '|wops|'],
  shemale: ['shemale', '|troon|', '|troons|', '|tranies|'],
  poofter: ['poofter', '|bat[t]y boy', '|bat[t]y man', '|lesbo|', '|lez[z]er|', '|lez[z]a|'],
  homo: ['|homo|', '|homos|'],
  mong: ['|mong|', '|mongs|', 'mongoloid', '|spaz|', '|spaz[z]er', 'window licker'],
}

/**
 * Ordinary words and names that contain a listed one, read after `normalise.ts` (no apostrophes): a
 * chink in the armour, Offa's Dyke, Mr Fagan, a fag end, summa cum laude, cumin, Homo sapiens, a negroni,
 * spic and span, the annals of history, a niggardly knave, Jaap and Vandyke. A "faggot" of firewood is refused all the same:
 * the slur is the common meaning now.
 */
export const innocentPhrases = [
  'chink in',
  'chinks in',
  'chink of',
  'chinking',
  'offas dyke',
  'vandyke',
  'jaap',
  'dyke road',
  'spic and span',
  'spic n span',
  'fagan',
  'fagin',
  'fag end',
  'fag ends',
  'fag break',
  'fag packet',
  'cum laude',
  'cumin',
  'cummerbund',
  'cumming',
  'homo sapiens',
  'homo sapien',
  'homo erectus',
  'rapeseed',
  'rape seed',
  'annals',
  'anal retentive',
  'anally',
  'anal about',
  'so anal',
  'retardant',
  'negroni',
  'niggard',
  'kaffir lime',
  'rio negro',
]
