import type { ScreenRule } from './screen-rule'

/**
 * Threats of real harm to a real person, their family, pets, home or things. Comic violence is what the
 * shop sells: smiting with herrings, geese in pursuit, "dead to me", "I could murder a pizza" and killing
 * with kindness all pass, so a verb alone is never enough; the rules look for the sender promising harm to
 * "you" or someone of theirs. A third person ("I'll kill him") is held, since a grievance vents that way.
 */
export const threatRules: ScreenRule[] = [
  {
    id: 'threat.kill-you',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}(?:{KILL} ?you|set you on fire|burn you alive|bury you alive|run you (?:over|down)|gun you down)(?! {IN_JEST})',
      '{I_WILL} {FILLER}(?:end|take) your life',
      '(?:someone|somebody|people) (?:will|is going to|should|needs to|ought to) {FILLER}{KILL} (?:you|your {KIN})(?! {IN_JEST})',
    ],
  },
  {
    id: 'threat.kin',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}{KILL} {YOUR} {KIN}',
      '{YOUR} (?:[a-z]+ )?{KIN} (?:will not|is not going to|are not going to) (?:survive|live|last|make it)(?!(?: [a-z]+){0,4} (?:without|if|unless|on)\\b)',
      '(?:{YOUR} (?:[a-z]+ )?{KIN} (?:should|had better|better|need to|needs to)|tell {YOUR} {KIN} to) (?:watch (?:their|his|her) backs?|watch out(?= \\.|$| (?:on (?:their|the|his|her) way|when they|walking|after school|at school|going home)\\b))',
    ],
  },
  {
    id: 'threat.hurt-you',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}{HURT} (?:you|your {KIN})(?! {IN_JEST})(?! (?:in|at) a\\b)',
      '{I_WILL} {FILLER}(?:find|hunt|track|get|catch|come for|come after) you(?: down)? (?:and|then) {FILLER}(?:{KILL}|{HURT}|{BLOW}|make you (?:suffer|bleed|pay))',
      '(?:beat|kick|knock|slap) (?:the )?(?:shit|crap|hell|living daylights|snot|stuffing|tar) out of (?:you|him|her|them)',
      '(?:beat|kick|batter|stamp|stab|hit) (?:you|him|her|them) (?:to death|to a pulp|senseless|black and blue|half to death|within an inch of)',
      '{I_WILL} {FILLER}make you (?:bleed|suffer|scream|beg for mercy|wish you were dead)',
      '{I_WILL} {FILLER}(?:knock you out|knock your (?:teeth|block|lights) (?:out|off|in))',
      '{I_WILL} {FILLER}(?:fuck|mess|screw|rough) (?:you|him|her) up',
      '{I_WILL} {FILLER}make sure you (?:never|do not|cannot) (?:walk|wake up|see|breathe|talk|work) again',
      '{I_WILL} {FILLER}(?:put|send|leave) you in (?:hospital|the hospital|a coma|a wheelchair|the ground|an early grave|a box|a body bag|intensive care|a ditch)',
      '{I_WILL} {FILLER}cut you\\b(?! (?:off|out|some|a|in|down|short|loose|up a|any|free|from|into)\\b)',
      '(?:cut|tamper with|mess with) (?:the |your |his |her )?brakes|(?:the |your )brakes (?:fail|failed|failing|were cut|get cut)',
      '(?:bring|bringing|got|have|carry|carrying) (?:a |my )?(?:knife|gun|machete|axe|baseball bat|crowbar|hammer|shotgun|blade|acid) (?:to|for|round to|with) (?:your|you)',
      'you will not (?:live to see|live much longer|see (?:another|next) (?:christmas|birthday|year|week))',
    ],
  },
  {
    id: 'threat.maim',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}(?:break|snap|smash|crack|cut|slit|rip|tear|blow|bash|cave|kick) (?:off |in |open )?{YOUR} (?:[a-z]+ )?(?:legs?|arms?|neck|jaw|nose|face|kneecaps?|knees?|fingers?|skull|head|ribs|spine|teeth|throat|wrists?|bones?|balls|eyes?)',
      '(?:put|stick|shove|put a) (?:a |my )?(?:bullet|knife|blade|bolt|arrow) (?:in|into|through|between) {YOUR}',
      '(?:throw|chuck|splash) (?:acid|bleach|petrol|boiling water) (?:in|on|at|over) {YOUR}',
      '(?:gun|knife|blade|machete|axe|baseball bat|acid|shotgun|rifle|pistol|bullet|bomb) (?:is )?(?:waiting )?(?:for you|with your name on it)',
      'you (?:[a-z]+ ){0,4}(?:with|need|get|getting) (?:a )?(?:broken|smashed|shattered) (?:jaw|legs?|arms?|nose|neck|ribs|fingers|kneecaps?|skull|face)',
    ],
  },
  {
    id: 'threat.property',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}(?:burn|torch|firebomb|petrol bomb|smash|trash|wreck|vandalise|vandalize|key|slash|blow up|bomb|break into|set fire to|set alight|destroy) (?:down )?{YOUR} (?:[a-z]+ )?(?:house|home|flat|apartment|car|van|shop|office|place|windows?|tyres|tires|door|garage|shed|business|restaurant|caravan|boat|bike|motorbike)',
      '{I_WILL} {FILLER}set {YOUR} (?:[a-z]+ )?(?:house|home|flat|apartment|car|van|shop|office|place|garage|shed|business) (?:on fire|alight|ablaze)',
      '(?:burn|torch|firebomb) (?:down )?{YOUR} (?:[a-z]+ )?(?:house|home|flat|car|shop|place)(?: down)?',
      '{YOUR} (?:house|home|flat|car|shop|place) (?:will|is going to|shall) (?:burn|go up in flames|explode|blow up)',
    ],
  },
  {
    id: 'threat.death-wish',
    rule: 'threat',
    action: 'refuse',
    patterns: [
      '{YOUR} (?:last|final) (?:day|days|week|weekend|night|christmas|birthday|summer) (?:alive|on earth|on this earth|breathing)',
      'i (?:hope|wish|pray) (?:that )?(?:you|he|she|they|your {KIN}) (?:[a-z]+ )?(?:die|dies|get killed|gets killed|get murdered|get cancer|gets cancer|get raped|gets raped|burn to death|burns to death)(?! (?:alone|of|laughing|single|unloved|childless|a virgin|surrounded|old|happy|in a (?:pile|heap|sea|cloud))\\b)',
      '(?:go )?die in a (?:fire|ditch|hole|car crash)',
      '{YOU_WILL} die (?:tonight|today|tomorrow|soon|this week|by my hand|screaming|painfully|in agony|like a dog|a slow and painful death)',
      '(?:deserve|deserves|ought) to (?:be|get) (?:raped|killed|murdered|shot|stabbed|beaten|hurt|lynched|hanged|tortured)',
    ],
  },
  {
    id: 'threat.menace',
    rule: 'threat',
    action: 'hold',
    note: 'menace with no harm named: a person judges the tone',
    patterns: [
      '{I_WILL} {FILLER}{KILL} (?:him|her|them)(?! {IN_JEST})',
      '{I_WILL} {FILLER}{BLOW} (?:you|him|her|them)(?! {IN_JEST})(?! (?:out|off|into touch)\\b)',
      'i could (?:kill|murder|strangle|throttle) (?:you|him|her|them)',
      '{I_WILL} {FILLER}(?:destroy|end|ruin|crush|get|hunt|find) you(?: down)?(?! {IN_JEST})(?! (?:at|in|on|with|for|a|an|the|some|something|anything|everything|what|back|another|more|out|up|home|to)\\b)',
      '(?:i am|we are) coming (?:for|after|to get) you',
      'your {KIN} (?:is|are) next(?= \\.|$)',
      'i hope (?:your|his|her) (?:[a-z]+ )?(?:plane|flight|car|train|boat|bus) (?:crashes|goes down|sinks|explodes|blows up)',
      '{I_WILL} {FILLER}(?:make you disappear|make (?:him|her) disappear)(?! {IN_JEST})(?! (?:from|off|out of)\\b)',
      '{I_WILL} {FILLER}(?:slay|smite|cleave|run through) (?:you and )?{YOUR} (?:whole |entire )?{KIN}(?! {IN_JEST})',
      '(?:i|we) will be waiting for you (?:after|outside|at|when) (?:work|school|the gym|your|home|you)',
      '(?:you|your {KIN}|you and your {KIN}) (?:are|is|will) (?:going to |gonna |about to )?(?:get|be) (?:hurt|killed|shot|stabbed|beaten up|beaten)(?! (?:on|at|by|playing|doing|if you)\\b)',
      'watch your back|sleep with one eye open|your days are numbered|you (?:cannot|can not) hide|(?:you will|youll) never see it coming|accidents (?:happen|can happen)|it would be a shame if something (?:happened|were to happen)|something bad (?:will|is going to) happen to you|i know people who',
      '{YOU_WILL} (?:regret (?:this|it|the day|that)|be sorry|pay for (?:this|that|what you did|it)|pay dearly|get what is coming)',
      '(?:{YOU_ARE}|your) (?:so |totally |literally |going to be )?(?:dead meat|a dead (?:man|woman|person|boy|girl)|a goner)',
      '(?:you would|you had) better hope (?:i|we) never|hope (?:i|we) never see you again',
      '(?:enjoy|these are|this is) {YOUR} (?:last|final) (?:day|days|week|weekend|night|christmas|birthday)(?= \\.|$)',
      '{I_WILL} {FILLER}make your (?:life|days|every day) (?:a )?(?:living )?(?:hell|miserable|a misery|unbearable)',
      '{I_WILL} {FILLER}(?:come|go|turn up|show up|drive|walk) (?:over |round )?(?:to|round to|over to|round) {YOUR} (?:house|home|flat|place|door|street)(?= \\.|$| (?:tonight|now|later|soon|at night|and (?:wait|find|get|see))\\b)',
      '{YOU_WILL} (?:be|end up) (?:in (?:hospital|a coma|a wheelchair|intensive care)|six feet under|in the ground|in an early grave|in a (?:box|body bag))(?! (?:laughing|with)\\b)',
      '{YOU_ARE} (?:so |totally |literally )?dead(?! (?:to|inside|tired|wrong|right|serious|boring|funny|on arrival|weight|set|ringer|end|last|giveaway|sexy|gorgeous|good|lucky|cute|average|behind|ahead|loud|quiet|centre|center|straight)\\b)',
      'your dead(?= \\.|$)',
      'your (?:going to|about to) die\\b(?! (?:alone|of|laughing)\\b)',
      'i hope your (?:house|home|car|flat|shop) (?:burns|gets burnt|catches fire|blows up)',
      'see you (?:at|outside) your (?:house|home|flat|work|office|place|door)(?! for\\b)',
      '(?:you are|youre) (?:going to|about to) die\\b(?! (?:alone|of|laughing|single|unloved|old|a virgin|wondering|with|from|surrounded|happy|without|in a (?:pile|heap|sea|cloud)|in your (?:bed|recliner|armchair)|when you (?:see|hear|read)|waiting)\\b)',
      'drop dead\\b(?! (?:gorgeous|handsome|beautiful|sexy|funny|stunning|brilliant|lush|fit|cute|good|fabulous|amazing|hilarious|pretty|elegant|glamorous)\\b)',
      'i (?:hope|wish) (?:you|he|she|they) (?:get|gets) (?:hit|run over) by a (?:bus|car|train|truck|lorry)',
      'may {YOUR} (?:house|home|flat|car) burn',
      '{I_WILL} {FILLER}{BLOW} your (?:lights|teeth|face|head) (?:out|in|off)',
      '{I_WILL} {FILLER}(?:make you pay|pay you a visit|sort you out|teach you a lesson you will never forget)',
    ],
  },
]
