import type { ScreenRule } from './screen-rule'

// money as the words view has it ("$500" is "500 dollars", "p4y" is "pay"). Paying needs only a number
// ("pay me 500"); sending, giving or wanting needs the money named ("send 200 quid"), so "give me 5 stars"
// is no demand
const sum =
  '\\d+(?: \\d{3})*(?! (?:minutes?|mins|hours?|seconds?|days?|weeks?|months?|years?|times|more|of|stars?|cats?|dogs?|kids?|people|pints?|apologies|reasons|pictures|photos)\\b)'
// a unit follows a sum; a means of payment stands alone. Each ends a word, so "crypto" is not "cryptography"
const unit = '(?:k|grand|pounds|quid|dollars|bucks|euros|yen|btc|bitcoin|eth|usdt)\\b'
const payment =
  '(?:bitcoin|btc|crypto|gift ?cards?|western union|moneygram|itunes cards?|steam cards?|amazon vouchers?)\\b'
const money = `(?:${sum} ?${unit}|${payment})`
const moneyDemand = [
  `${money} (?:[a-z]+ ){0,3}(?:or|unless|otherwise)`,
  `(?:pay|transfer|wire|venmo|paypal|cashapp|deposit|hand over|fork over|cough up) (?:[a-z]+ ){0,4}(?:${sum}|${payment})`,
  `(?:send|give|want|need|demand|bring) (?:[a-z]+ ){0,4}${money}`,
]
const exposed =
  '(?:photos|pictures|pics|nudes|videos|video|messages|texts|secrets|emails|screenshots|search history|dms|tapes|recordings|sex tape|naked)'
const intimate =
  '(?:nudes|naked (?:photos|pictures|pics|videos|selfies)|sex tape|intimate (?:photos|pictures|pics|videos)|private (?:photos|pictures|pics|videos))'

/**
 * Demands with a threat attached. Demanding the lawnmower back is a grievance; money with "or else", or
 * anything with "or I post your photos", is extortion. A threat to spread intimate pictures is refused with
 * or without a demand.
 */
export const extortionRules: ScreenRule[] = [
  {
    id: 'extortion.money-or-else',
    rule: 'extortion',
    action: 'refuse',
    patterns: moneyDemand,
    alongside: {
      patterns: [
        'or (?:else|i [a-z]+|ill|we (?:will|are)|i post|i share|i send|i tell|i leak|i show|everyone|your|you will|the photos|the pictures|the video|they|face|suffer|there will be consequences)|if you (?:do not|fail to|refuse|ignore)|unless|otherwise|before i (?:post|share|send|tell|leak|release)',
      ],
    },
  },
  {
    id: 'extortion.or-i-expose',
    rule: 'extortion',
    action: 'refuse',
    patterns: [
      `(?:or|unless|otherwise|if you (?:do not|fail to|refuse|ignore)) (?:[a-z]+ ){0,8}(?:post|share|leak|send|publish|release|show|email|upload|forward|spread|put)(?:s|ing)? (?:[a-z]+ ){0,3}${exposed}`,
      `{I_WILL} {FILLER}(?:post|share|leak|send|publish|release|upload|show|spread|forward|sell) (?:[a-z]+ ){0,3}${intimate}`,
      `(?:i|we) (?:have|got|have got|kept|saved) (?:your |those |the |some |all your )?${intimate}`,
      `your (?:[a-z]+ )?${intimate} (?:are|is|will|go|going|get|gets|on|online|to|all over)`,
    ],
  },
  {
    id: 'extortion.or-i-tell',
    rule: 'extortion',
    action: 'hold',
    note: 'a demand with a threat to tell someone: a person judges whether it is a joke',
    patterns: [
      '(?:or|unless|otherwise|if you do not) (?:else )?(?:i will|we will|i am going to) (?:[a-z]+ )?(?:tell|inform|let|show|report you to|call) (?:your|everyone|the whole|the world|all|the police)',
      '(?:pay|transfer|wire|venmo|paypal) (?:me|us) (?:back )?(?:now )?or (?:else|i|ill|we|your)',
    ],
  },
]
