import type { ScreenRule } from './screen-rule'

/**
 * Telling a person to hurt or kill themselves, or that nobody would miss them: always refused. The idioms
 * that only sound like it pass ("you'll kill yourself laughing", "don't kill yourself over it", "shoot
 * yourself in the foot", "go jump in a lake").
 */
export const selfHarmRules: ScreenRule[] = [
  {
    id: 'self-harm.kill-yourself',
    rule: 'self-harm',
    action: 'refuse',
    patterns: [
      '(?<!(?:not|never|will|might|could|would|nearly|almost) )(?:kill|hang|shoot|stab|off|end|unalive|neck|rope|drown|gas|poison|top|delete|unalive) (?:your ?se[li]f|yourselves|yo ?se[li]f|ya ?se[li]f)(?! (?:laughing|with laughter|working|trying|over|for|doing|getting|to|running|cleaning|on|at|out|about|in the (?:foot|leg)|in (?:the|your) (?:foot|feet)|silly|up|in|with (?:work|worry|kindness))\\b)',
      'kys',
      '(?<!rather )go (?:and )?(?:die|drink bleach|jump off (?:a |the )?(?:bridge|cliff|building|roof))',
      '(?<!(?:will|going to|shall|want to|gonna) )(?:end|take) your (?:own )?life(?! (?:into|of|savings|story|in your (?:own )?hands)\\b)',
      '(?:slit|cut|open) your (?:own )?(?:wrists|throat)',
      '(?:jump|throw yourself|step) (?:off|in front of|under) (?:a |the )?(?:bridge|cliff|building|roof|train|bus|tower|balcony|tube|lorry)',
      '(?:drink|swallow|eat) (?:some |a bottle of |a cup of )?(?:bleach|pills|rat poison|antifreeze)',
    ],
  },
  {
    id: 'self-harm.not-missed',
    rule: 'self-harm',
    action: 'refuse',
    patterns: [
      '(?:nobody|no one|noone|no body|not a soul|none of us|not one person|the world) (?:[a-z]+ ){0,3}(?:would|will|is going to|could|ever) (?:[a-z]+ )?(?:miss you|care if you (?:died|were dead|were gone|disappeared|killed)|notice if you (?:died|were dead|were gone|disappeared|killed)|cry if you (?:died|were dead|killed)|mourn you|come to your funeral)',
      '(?:world|everyone|everybody|we|your family|this planet|society|life) (?:would be|will be|is|are) (?:a |so |so much |much |far )?(?:better|happier|nicer|brighter)(?: place| off)? (?:without you|if you (?:were|was) (?:dead|gone)|with you dead|once you are (?:dead|gone))',
      'do (?:us|the world|everyone|humanity|your family) (?:all )?a favou?r and (?:die|kill|end|jump|disappear forever|stop breathing|top|hang|off|drop dead)',
      'you (?:should|ought to|need to|deserve to|must) (?:just |really |honestly |seriously )?(?:die|not exist|stop breathing|be dead|not be alive|not have been born)\\b(?! (?:laughing|of|inside|tired|in a (?:pile|heap|sea))\\b)',
      'why are you (?:still )?alive',
      '(?:happier|better|glad|relieved) if you (?:were|was) dead|(?:happier|better|glad|relieved) if you died',
      'you (?:do not|did not) deserve to (?:live|be alive|exist|breathe)',
      '(?:just )?end it all',
      '(?:nobody|no one|noone) (?:loves|wants|likes|cares about|needs) you\\b(?: [a-z]+){0,8} end it\\b(?! with\\b)',
    ],
  },
]
