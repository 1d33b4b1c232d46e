import type { ScreenRule } from './screen-rule'

// people named by a protected trait, in the plural a hateful sentence generalises over
const groups =
  '(?:jews|muslims|immigrants|migrants|refugees|asylum seekers|blacks|gays|homosexuals|lesbians|trans people|transgender people|foreigners|arabs|mexicans|asians|africans|pakistanis|indians|romanians|poles|gypsies|travellers|chinese people|disabled people|cripples)'
const trait =
  '(?:black|jewish|a jew|muslim|gay|lesbian|bisexual|bi|trans|transgender|disabled|autistic|deaf|blind|dyslexic|an immigrant|a foreigner|foreign|asian|chinese|indian|pakistani|african|mexican|polish|romanian|a gypsy|a traveller|a woman|a girl|female|in a wheelchair)'

/**
 * Attacks on who someone is, said in words rather than slurs (the slurs are in `obscenity-terms.ts`): calls
 * to hurt or expel a group, and the stock phrases of hate, are refused; mocking someone for a trait is held.
 */
export const hateRules: ScreenRule[] = [
  {
    id: 'hate.against-group',
    rule: 'hate',
    action: 'refuse',
    patterns: [
      '(?:go|get|fuck off|piss off|sod off|clear off) (?:back )?(?:back )?(?:to |home to )?(?:your (?:own )?country|where you (?:came|come) from|your (?:own )?kind|africa|asia|india|pakistan|china|mexico|poland|romania|the jungle|the desert)',
      `(?:gas|deport|lynch|hang|kill|exterminate|shoot|burn|round up|get rid of) (?:the |all (?:the )?|those |these )?${groups}`,
      `(?:all )?${groups} (?:should|must|need to|deserve to|ought to) (?:all )?(?:die|burn|rot|hang|suffer|be (?:killed|gassed|deported|shot|hanged|lynched|sterilised|exterminated|wiped out|burned|burnt)|go back)`,
      `(?:all )?${groups} (?:are|are all) (?:vermin|animals|scum|parasites|subhuman|rats|cockroaches|a disease|a plague|terrorists|rapists|paedophiles|pedophiles|criminals|savages)`,
      `(?:dirty|filthy|stinking|smelly|thieving|greedy|inbred) (?:jew|jews|muslim|muslims|arab|arabs|immigrant|immigrants|foreigner|foreigners|gypsy|gypsies|polack|polacks|mexican|mexicans|asians|blacks|gays|homos|queers|lesbians|trannies|cripples)`,
      'hitler (?:was right|did nothing wrong|should have finished)|heil hitler|sieg heil|white power|white pride world ?wide|(?:race|racial) traitor|jewish (?:conspiracy|question)|great replacement|subhuman',
    ],
  },
  {
    id: 'hate.code-numbers',
    rule: 'hate',
    action: 'hold',
    view: 'plain',
    note: 'a neo-Nazi number, or a price or an issue number: a person reads which',
    patterns: ['(?<![\\d£$€#.,])(?:1488|14/88|14 88)(?![\\d.,%])'],
  },
  {
    id: 'hate.mocks-trait',
    rule: 'hate',
    action: 'hold',
    note: 'a trait named as the reason for scorn: a person judges whether it mocks who someone is',
    patterns: [
      `(?:because|since|just because) (?:you are|he is|she is|they are|hes|shes|theyre|your) (?:so |such |a |an |too )*${trait}(?! (?:of|who|with|and|to|as|at|in|on|drunk|enough|by)\\b)`,
      `${groups} (?:are |are all |always |all |never |just )+(?:so |basically |such |bloody )?(?:lazy|stupid|thieves|thieving|dirty|filthy|smelly|criminals|terrorists|rapists|violent|useless|scroungers|greedy|cheap|stingy|ugly|dangerous|savages|primitive|backward|inferior|disgusting|the problem|ruining|taking over|stealing)`,
      '(?:your|his|her) (?:kind|people|race|religion|tribe) (?:are|is|should|always|never|do not|cannot) (?!welcome|lovely|great|amazing|wonderful|invited)',
      '(?:you are|youre|so|such an?|bloody|fucking) (?:retarded|spastic|spaz|mong|mongoloid|autistic|autist|special needs|downsy)\\b',
    ],
  },
]
