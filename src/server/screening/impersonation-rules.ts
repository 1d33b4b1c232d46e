import type { ScreenRule } from './screen-rule'

/**
 * A scroll that claims to come from a real court, the police, a government office, a bank or an employer.
 * Mock authorities are the house style and pass: "by order of the High Court of Snacks", "the Royal
 * Ministry of Grudges". Mentioning the police ("I rang the police about his hedge") is not claiming to be
 * them; only a sender who says they are, or official words in their name, is caught.
 */
export const impersonationRules: ScreenRule[] = [
  {
    id: 'impersonation.claims-authority',
    rule: 'impersonation',
    action: 'refuse',
    patterns: [
      '(?:this is|this letter is|this notice is|this message is|we are|writing on behalf of|on behalf of|sent by|issued by|a message from|sent on behalf of) (?:an? |the )?(?:official |formal |final |legal |urgent )?(?:notice |letter |warning |communication |summons |message |notification |demand |reminder )?(?:from |of |by )?(?:the )?{AUTHORITY}\\b(?! of\\b)',
      '(?:official|formal|legal|final|urgent) (?:notice|letter|warning|communication|summons|demand|notification|correspondence|reminder) (?:from|of|by|issued by) (?:the )?{AUTHORITY}\\b(?! of\\b)',
      '(?:this is|we are|writing from|writing to you from|contacting you from|calling from|i am writing (?:to you )?(?:from|on behalf of)) (?:[a-z]+ ){0,3}(?:from|at|with|of) (?:the )?{AUTHORITY}\\b(?! of\\b)',
      '(?:notice of (?:eviction|prosecution|intended prosecution|arrest|seizure|possession|default|enforcement|hearing)|(?:eviction|court|arrest|possession|enforcement|penalty) (?:notice|order|warrant|summons)) (?:from|by|issued by) (?:the )?{AUTHORITY}\\b(?! of\\b)',
      'this is (?:pc|dc|ds|di|dci|sergeant|sgt|detective|officer|inspector|constable|agent|special agent|bailiff|judge) [a-z]+ (?:[a-z]+ )?(?:of |from |at )?(?:the )?{AUTHORITY}\\b(?! of\\b)',
      'your (?:[a-z]+ )?account (?:at|with) {AUTHORITY} (?:has been|is|will be) (?:suspended|frozen|closed|locked|blocked|compromised)',
      '(?:summoned|ordered|required) to (?:appear )?(?:(?:at|before|in) )?(?:the )?{AUTHORITY}\\b(?! of\\b)',
      '{AUTHORITY} (?:has|have) (?:issued|opened|filed|received|approved|authorised|authorized) (?:a |an )?(?:warrant|case|investigation|complaint|summons|fine|penalty|charge|arrest)',
    ],
  },
  {
    id: 'impersonation.official-words',
    rule: 'impersonation',
    action: 'hold',
    note: 'official-sounding words without a named authority: a person judges whether it pretends',
    patterns: [
      'warrant (?:has been issued )?for your arrest|you (?:are|will be) (?:under arrest|arrested|prosecuted)|legal action (?:will be|has been) (?:taken|started|commenced)|bailiffs (?:will|are coming)',
      'case (?:reference |ref )?(?:number|no) \\d|crime reference|badge number|warrant card|collar number',
      '(?:pc|dc|ds|di|dci|detective|constable|sergeant|inspector|officer|agent|bailiff|judge|magistrate|clerk of the court|tax inspector) (?:[a-z]+ ){0,3}(?:(?:of|from|at) )?(?:the )?{AUTHORITY}\\b(?! of\\b)',
      '(?:yours faithfully|regards|sincerely|signed) (?:[a-z]+ ){0,4}{AUTHORITY}\\b(?! of\\b)',
    ],
  },
]
