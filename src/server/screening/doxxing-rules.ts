import type { ScreenRule } from './screen-rule'

// a house number, up to three words and a street word: "12 Elm Street", "221b Baker St", "4 Privet Drive".
// Durations, counts and units in between ("3 hours drive") are not streets; nor are "way" and "row", which
// end "the 1 right way" and "2 front row seats" more often than an address.
const notStreetName =
  '(?!(?:the|of|and|a|an|to|in|my|your|his|her|our|their|this|that|same|next|for|at|on|with|by|or|but|is|was|times?|years?|months?|weeks?|days?|hours?|hrs|minutes?|mins|seconds?|miles?|km|metres?|meters?|foot|feet|yards?|inches|pounds|quid|pence|pints?|cups?|kids|cats|dogs|people|friends|more|other|very|too|so|quite|really|pretty)\\b)'
const streetWord =
  '(?:street|st|road|rd|avenue|ave|lane|ln|drive|crescent|cres|terrace|boulevard|blvd|close|court|place|grove|gardens|gdns|mews|parade|square)'
// addresses everyone knows from the news and from books are not anyone's to hide
const famous = '(?!10 downing|221b baker|1600 pennsylvania|742 evergreen|4 privet|12 grimmauld|124 conch)'
const streetAddress = `(?<![\\d£$€.,])\\b${famous}\\d{1,5}[a-z]?,? (?:${notStreetName}[a-z][a-z'.-]* ){1,3}${streetWord}\\b`
// a UK postcode ("SW1A 1AA"), but not "b4 5pm"
const postcode = '\\b[a-z]{1,2}\\d[a-z\\d]? ?\\d(?!am|pm|st|nd|rd|th)[a-z]{2}\\b'
// ten to thirteen digits in one run, spaced, dotted, dashed or bracketed as people write numbers
const phoneNumber = '(?<![\\d\\w])(?:\\+|00)?\\(?\\d(?:[ .\\-()]{0,2}\\d){9,12}(?!\\d)'

/** Words that turn an address or a phone number into something that frightens. */
const menace =
  'outside|waiting|watching|coming for you|see you|visit|find you|know where|your door|your window|tonight|tomorrow night|you live at|you live on|i know you live|burn|kill|hurt|regret|sorry|be there|pay you|last warning|or else|every (?:night|day|hour|morning)|answer|pick up|ignore|will not stop|wont stop|call you|ring you|text you|give (?:it|your number|your address) to|post|share'

/**
 * Addresses, phone numbers, workplaces and schools used to frighten, and any hint the sender is watching.
 * A lone address or number is held (a grievance may name where the trouble was); with menace it is refused.
 * The order's own postal address is never read here (`order-texts.ts`).
 */
export const doxxingRules: ScreenRule[] = [
  {
    id: 'doxxing.know-where',
    rule: 'doxxing',
    action: 'refuse',
    patterns: [
      '(?:i|we|i have|everyone|people|my mates|my friends|the lads) (?:[a-z]+ )?(?:know|knows|found|found out|have found|figured out|worked out|got|have got|tracked down|looked up) (?:exactly )?where (?:you|your {KIN}) (?:[a-z]+ )?(?:live|lives|living|work|works|working|sleep|sleeps|park|parks|go to school|goes to school|drink|drinks|hang out|hangs out|stay|stays|staying|train|trains|walk|walks|shop|shops|get the bus)',
      '(?:i|we) (?:[a-z]+ )?(?:know|have|found|got|have got|obtained|looked up|tracked down|worked out) your (?:[a-z]+ ){0,2}(?:address|postcode|zip code|location|house number|number plate|license plate|licence plate|registration|route home|route to work|daily routine|routine|schedule|movements)',
      'i know (?:which|what) (?:house|flat|building|car) (?:is yours|you live in|you drive)',
      '{I_WILL} {FILLER}(?:find out|work out|track down|look up) where (?:you|your {KIN}) (?:live|lives|work|works|sleep|sleeps|stay|stays)',
      '(?:got|have|sent|hired|paid) (?:people|someone|somebody|my mates|my boys|the lads|a guy|guys|a man|men) (?:[a-z]+ )?(?:watching|following|waiting for) (?:you|your)\\b|(?:got|have|sent|hired|paid) (?:people|someone|somebody|my mates|my boys|the lads|a guy|guys|a man|men) (?:[a-z]+ )?(?:outside|parked outside) your',
      '(?:you|ya) (?:live|are living|stay|are staying) (?:at|on) (?:number )?\\d',
    ],
  },
  {
    id: 'doxxing.school',
    rule: 'doxxing',
    action: 'refuse',
    patterns: [
      '{YOUR} (?:[a-z]+ )?(?:kids?|children|childrens|child|sons?|daughters?|little ones|boys?|girls?|grandkids|grandchildren|babies) (?:[a-z]+ )?(?:school|nursery|daycare|day care|creche|primary|academy|playground|school run|school gates|classroom|after school club)',
      '(?:know|found out|found|seen|see) (?:which|what|where) (?:school|nursery|college|daycare) (?:your|his|her)',
      '(?:which|what) (?:school|nursery|college|daycare) (?:your|his|her) (?:[a-z]+ )?(?:go|goes|attend|attends|is at|are at)',
      '(?:wait|waiting|be) (?:for (?:them|your [a-z]+) )?(?:outside|at) (?:the )?school gates',
      '(?:watch your back|i will be|we will be|waiting|find you|come for you) (?:[a-z]+ ){0,3}(?:at|outside|by) (?:the )?school gates',
    ],
  },
  {
    id: 'doxxing.watching',
    rule: 'doxxing',
    action: 'refuse',
    patterns: [
      '(?:i|we) (?:have |has )?been (?:watching|following) you{CREEPING}',
      '(?:i|we) (?:have |has )?been (?:tracking|stalking|monitoring|photographing|filming) you',
      '(?:i|we) (?:have |has )?been (?:watching|following|tracking|stalking|monitoring|photographing) your (?:every move|house|home|flat|kids|children|family|car|window|windows|door|movements)',
      '(?:i|we) (?:have |has )?been (?:outside|parked outside|waiting outside|sitting outside|standing outside) (?:your|you)',
      '(?:i|we) (?:am|are) (?:always |still |now )?(?:watching|following) (?:you{CREEPING}|your (?:every move|house|home|flat|kids|children|family|window|windows|door))',
      '(?:i|we) (?:can |could )?see you (?:right now|from here|through (?:your|the) window|every (?:day|night|morning|evening))',
      '(?:i|we) (?:saw|have seen|watched) you (?:sleeping|sleep|through (?:your|the) window|undress|undressing|in the shower|leaving your house|leave your house|getting home|coming home|at your window|in your (?:garden|bedroom|house|kitchen))',
      'i (?:watch|follow) you (?:sleep|every|through|from|home|to work)',
      '(?:i|we) know what time you (?:leave|get home|finish|go to bed|come home|leave work|wake up|go to sleep|lock up)',
      '(?:i am|we are|i will be|we will be) (?:right |just |waiting |parked |standing |sitting |hiding )?(?:outside|across from|opposite|behind) (?:your|you) (?:house|home|flat|door|front door|window|bedroom window|garden|driveway)',
      '(?:i am|we are|i will be|we will be) (?:right |just |waiting |hiding )?(?:at|in) your (?:door|front door|window|bedroom window|garden|driveway|bedroom)',
      '(?:i am|we are) (?:right |just )?(?:outside|behind you)(?= \\.|$| (?:right now|now|look|open|come)\\b)',
      '(?:i am|i will be|we are|we will be) (?:always )?watching(?= \\.|$)',
    ],
  },
  {
    id: 'doxxing.share-details',
    rule: 'doxxing',
    action: 'refuse',
    patterns: [
      '{I_WILL} {FILLER}(?:post|share|publish|give out|leak|put up|spread|print|hand out|tell everyone|give everyone|send everyone|tell the world) {YOUR} (?:[a-z]+ )?(?:address|phone number|mobile number|number|details|location|postcode)',
      '(?:post|share|publish|give out|leak|spread) {YOUR} (?:home |work |real |full |phone |mobile )?(?:address|number|details|location) (?:online|everywhere|to everyone|on the internet|on social media)',
    ],
  },
  {
    id: 'doxxing.address-with-menace',
    rule: 'doxxing',
    action: 'refuse',
    view: 'plain',
    patterns: [streetAddress, postcode],
    alongside: { patterns: [menace] },
  },
  {
    id: 'doxxing.phone-with-menace',
    rule: 'doxxing',
    action: 'refuse',
    view: 'plain',
    patterns: [phoneNumber],
    alongside: { patterns: [menace] },
  },
  {
    id: 'doxxing.address',
    rule: 'doxxing',
    action: 'hold',
    view: 'plain',
    note: 'a street address or postcode with no threat: a person checks whose it is',
    patterns: [streetAddress, postcode],
  },
  {
    id: 'doxxing.lives-on-street',
    rule: 'doxxing',
    action: 'hold',
    patterns: [
      `(?:lives?|living) (?:on|at) ${notStreetName}[a-z]+ (?:${notStreetName}[a-z]+ )?${streetWord}`,
    ],
  },
  {
    id: 'doxxing.phone',
    rule: 'doxxing',
    action: 'hold',
    view: 'plain',
    note: 'a phone number with no threat',
    patterns: [phoneNumber],
  },
  {
    id: 'doxxing.watching-maybe',
    rule: 'doxxing',
    action: 'hold',
    note: 'watching, waiting or knowing where that may be fond or idle ("outside your office with flowers")',
    patterns: [
      '(?:i|we) (?:have |has |am |are )?(?:been |always |still )?(?:watching|following) you\\b(?!{CREEPING})(?!{FOND})',
      '(?:i am|we are|i will be|we will be) (?:right |just |waiting |parked |standing |sitting )?(?:outside|across from|opposite) your (?:work|office|place|building|car|street|road|school|gym)',
      'look (?:out|outside) (?:of )?your window',
      '(?:i|we) (?:[a-z]+ )?(?:know|found out|have found|tracked down) (?:exactly )?where (?:he|she|they) (?:live|lives|work|works|sleeps|parks)',
      '(?:i|we) will be (?:waiting|parked) (?:for you )?outside|(?:i|we) will be waiting for you(?= \\.|$)|(?:i am|we are) (?:waiting|parked) outside',
      '(?:i|we) know (?:when|what time|where|that )?you (?:walk|leave|go|get|come|finish|park|take|drop|jog|run|cycle|drive)\\b(?: [a-z]+){0,5} (?:every (?:morning|night|day|evening|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \\d)',
    ],
  },
  {
    id: 'doxxing.workplace',
    rule: 'doxxing',
    action: 'hold',
    note: 'a workplace or an employer drawn in: a person judges whether it frightens',
    patterns: [
      '{I_WILL} {FILLER}(?:come|turn up|show up|visit|go|call|ring|email|write|contact|phone|tell|message|report you|complain|speak) (?:to |at |round |in )?(?:your|his|her) (?:[a-z]+ )?(?:work|workplace|office|job|boss|employer|manager|colleagues|company|church|gym|school)',
      'get (?:you|him|her) (?:fired|sacked|the sack)|(?:lose|cost you) your job',
    ],
  },
  {
    id: 'doxxing.workplace-with-menace',
    rule: 'doxxing',
    action: 'hold',
    patterns: [
      '(?:works|working|employed|job) (?:at|for) (?!home|the weekend|nights?|a living|free|peanuts|minimum wage)[a-z]+',
      '{YOUR} (?:office|workplace|work|job|shop|practice|surgery) (?:at|in|on) [a-z]+',
    ],
    alongside: {
      patterns: [
        'hate you|worthless|scum|vermin|disgusting|(?:hope you|should|deserve to) die|rot in|ruin (?:you|your)|destroy (?:you|your)|expose you|will regret|pay for (?:this|it|that)|watch your back|everyone will know|get you (?:fired|sacked)|report you|lose your job|piece of shit|cunt|know where',
      ],
    },
  },
]
