import type { ScreenRule } from './screen-rule'

const wants =
  '(?:i (?:want to|would like to|would love to|would|will|am going to|wish i could|could|need to|am gonna|long to|dream of|fantasise about|fantasize about)|ill|let me|i wanna)'
const bodyParts =
  '(?:tits|boobs|breasts|nipples|cock|dick|penis|pussy|vagina|arse|bum|booty|buttocks|crotch|genitals|privates|balls|thighs|body|curves|chest)'

/**
 * Sexual content about the recipient. Love letters may be tender or bold: longing, kisses and "thou art
 * fair" pass. Sexual acts or a sexual description of the recipient are held for a person; anything
 * sexual involving children is refused. Sexual words alone are judged in `obscenity-terms.ts`.
 */
export const sexualRules: ScreenRule[] = [
  {
    id: 'sexual.minors',
    rule: 'sexual',
    action: 'refuse',
    patterns: [
      '(?:child|children|kid|kids|minor|minors|underage|under age|preteen|pre teen|little girls?|little boys?|schoolgirls?|schoolboys?|teens?|\\d{1,2} ?(?:yo|year old)) (?:porn|sex|nudes|naked|nude)',
      '(?:porn|nudes|naked (?:pics|photos|pictures)|sex) (?:of|with) (?:a |your |his |her )?(?:child|children|kid|kids|minor|minors|daughter|son|little (?:girl|boy)|schoolgirl)',
    ],
  },
  {
    id: 'sexual.acts',
    rule: 'sexual',
    action: 'hold',
    patterns: [
      `${wants} (?:(?!never |not )[a-z]+ )?(?:fuck|shag|bang|bone|screw|ride|hump|sleep with|have sex with|make love to|get in bed with|get into bed with|lick|suck|finger|grope|fondle|undress|strip|feel up|spank|eat out|go down on|touch) (?:you|him|her)\\b(?! (?:over|up|off|with)\\b)`,
      '(?:fuck|fucked|shag|shagged|bang|banged|bone|boned|screw|screwed|nail|nailed) (?:your|ur) (?:mum|mom|mother|mam|sister|wife|girlfriend|missus|husband|dad|nan|gran|grandma)',
      '(?:send|show) (?:me )?(?:your )?(?:nudes|naked (?:pics|photos|pictures)|tits|boobs|dick pics?)',
      '(?:your|her|nice|great|big|huge|massive|perky|lovely|fantastic) (?:boobs|tits|titties|breasts|nipples|rack)',
      '(?:see|seen|saw|picture|imagine|imagining) you naked',
      `${wants} (?:[a-z]+ )?(?:rip|tear|take|pull|peel) (?:off )?your (?:clothes|knickers|underwear|bra|pants|dress|shirt|top)(?: off)?`,
      '(?:you are|youre|so|looking|look) (?:so |really |very )?(?:fuckable|shaggable|doable|bangable|horny|kinky)',
      'turns? me on|(?:wet|hard) for you|between the sheets|one night stand|sixty nine|threesome|foreplay|lap dance|onlyfans|strip club|lingerie',
    ],
  },
  {
    id: 'sexual.body',
    rule: 'sexual',
    action: 'hold',
    patterns: [`{YOUR} (?:[a-z]+ )?${bodyParts}`],
    alongside: {
      patterns: [
        'sexy|naked|nude|touch(?:ing)?|lick(?:ing)?|suck(?:ing)?|grab(?:bing)?|squeez(?:e|ing)|spank(?:ing)?|horny|turns? me on|fuck(?:ing)?|shag(?:ging)?|grop(?:e|ing)|fondl(?:e|ing)|perky|juicy|bouncy',
      ],
    },
  },
]
