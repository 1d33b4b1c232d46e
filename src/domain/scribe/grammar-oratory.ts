/**
 * The bundle's own voices: eloquent (a speech to the assembly, in rising threes) and savage (short, flat,
 * final). The bundle's witty, dramatic and poetic styles share the classic and commission voices.
 */
import { alts, type Grammar } from './phrase-grammar'

export const eloquentVoice: Grammar = {
  title: alts(`
    {eq-title-head} {eq-title-tail}
    {eq-title-head}, {eq-title-seal}
    {eq-title-line}
  `),
  'eq-title-head.low': alts(`
    A Brief Address
    A Few Words
    A Short Speech
    A Modest Motion
    A Polite Petition
    A Courteous Remark
  `),
  'eq-title-tail.low': alts(`
    to the Assembly
    on a Small Matter
    for the Record
    Concerning Thee
    Before the Honourable Members
  `),
  'eq-title-seal.low': alts('Eloquently Put\nBriefly Noted\nRespectfully Submitted\nRead into the Minutes'),
  'eq-title-line.low': alts('Remarks from the Floor'),
  'eq-title-head.mid': alts(`
    An Address
    A Speech
    A Formal Objection
    A Rebuttal
    An Urgent Petition
    A Public Statement
  `),
  'eq-title-tail.mid': alts(`
    to the Court Concerning Thee
    on the Matter of Thy Conduct
    Before the Full Assembly
    for the Benefit of Posterity
    in Three Rising Parts
  `),
  'eq-title-seal.mid': alts('Delivered in Ink\nSeconded\nCarried Unanimously\nwith Notes'),
  'eq-title-line.mid': alts('A Point of Order, Regarding Thee'),
  'eq-title-head.high': alts(`
    A Grand Oration
    A Thundering Speech
    A Final Address
    A Resounding Indictment
    A Closing Argument
    A Stirring Denunciation
  `),
  'eq-title-tail.high': alts(`
    on the Matter of Thee
    Before the Whole Realm
    for All of Posterity
    Against Thine Entire Conduct
    Delivered to a Standing Ovation
  `),
  'eq-title-seal.high': alts('No Further Questions\nMotion Carried\nfor the History Books\nUnanswerable'),
  'eq-title-line.high': alts('The Great Denunciation'),
  salutation: alts(`
    To {$target}, {eq-sal-name}, {eq-sal-how},
    To {$target}, {eq-sal-name},
    To {$target}, {eq-sal-how},
  `),
  'eq-sal-name.low': alts(`
    honourable member
    esteemed colleague
    my learned friend
    respected neighbour
    distinguished guest
    fellow citizen
  `),
  'eq-sal-how.low': alts(`
    and to all here assembled
    with the leave of the chair
    if the assembly will permit
    by way of a brief remark
    in the spirit of good order
  `),
  'eq-sal-name.mid': alts(`
    honourable member
    my learned friend
    the member for the Lower Marsh
    esteemed colleague, so-called
    my opponent in this debate
    thou subject of this motion
  `),
  'eq-sal-how.mid': alts(`
    my lords, my ladies, and assorted livestock
    and to the court assembled
    with the chair's permission, or without it
    as the clerk takes notes
    before a packed and restless gallery
  `),
  'eq-sal-name.high': alts(`
    the so-called honourable member
    the defendant in this matter
    thou subject of history's verdict
    the opposition, such as it is
    my esteemed opponent, now less esteemed
    thou object of this denunciation
  `),
  'eq-sal-how.high': alts(`
    and to the whole of the assembled realm
    and to posterity, which is listening
    before every court in the land
    with history as my witness
    as the gallery rises to its feet
  `),
  proclaim: alts(`
    My lords, my ladies, and assorted livestock: I rise to speak of a matter most grave. The charge is this: “{$grievance}{$stop}” I yield the floor to no one.
    Let the assembly come to order, for the matter before us is this: “{$grievance}{$stop}” Is this the conduct of a civilised person? The assembly, to a goat, says no.
    Permit me to set before this court, in words chosen with care, the substance of the complaint: “{$grievance}{$stop}” Let the clerk record the silence that followed.
  `),
  'eq-period': alts(`
    I ask not for vengeance; I ask not for gold; I ask only that the record be corrected, and corrected loudly.
    We have been patient. We have been generous. We have, frankly, been saints.
    Some are born foolish, some achieve foolishness, and some, like thee, have it delivered daily.
    Never in the field of human conduct has so much been spoiled, for so many, by so few, and by so few I mean thee.
    Let it be said in the taverns, let it be said in the courts, let it be said in the very stables: enough.
    It is not the deed alone that offends; it is the manner; it is the hat; it is the whistling.
    The question before us is not whether thou art at fault, but how many scribes it will take to list the ways.
    History will judge thee. I have merely arrived early, with notes.
    I come not to praise thee; I come to correct the record, and the record is very long.
    Ask not what the realm can do for thee; the realm has done quite enough, and would like its ladle back.
    We shall not flag or fail; we shall write to thee in the mornings, we shall write to thee at night.
    The honourable member will find that patience, like the treasury, is not bottomless.
  `),
  'eq-judge.low': alts(`
    I submit to the assembly that thou art {insult}.
    It is fair, I think, to call thee {insult}, and fairer still not to mention it again, until the next paragraph.
  `),
  'eq-judge.mid': alts(`
    I put it to the assembly, with the utmost respect, that thou art {insult}, {simile}.
    The honourable member is {insult}, and I shall not withdraw it.
  `),
  'eq-judge.high': alts(`
    I say to this assembly, and to posterity: thou art {insult}, {simile}, and no eloquence can dress it otherwise.
    The case is closed, the verdict clear: thou art {insult}.
  `),
  'body.low': alts('{eq-period} {eq-judge}\n{eq-judge} {eq-period}'),
  'body.mid': alts('{eq-period} {eq-judge} {doom}\n{eq-judge} {eq-period} {eq-period}'),
  'body.high': alts('{eq-period} {eq-judge} {doom} {eq-period}\n{eq-judge} {eq-period} {doom}'),
  'curse-intro': alts(`
    And so I close, as all great speeches close, with {eq-ci-a-curse}.
    In conclusion, and with the leave of the {eq-ci-assembly}, I curse thee.
    Let the last word be a curse, and let it be {eq-ci-eloquent}.
  `),
  'eq-ci-a-curse': alts('a curse\na curse, and a bow\na curse, delivered slowly'),
  'eq-ci-assembly': alts('assembly\nchair\ngallery'),
  'eq-ci-eloquent': alts('eloquent\nmemorable\nquoted for years'),
  'own-curse': alts(`
    may every speech thou makest be drowned out by a coughing fit in the gallery
    may thy rivals always have the last word
    may the assembly vote against thee on every matter, including lunch
    may thy notes, whenever thou risest to speak, turn out to be a recipe for pottage
  `),
  'signoff.low': alts('I thank the assembly,\nRespectfully submitted,'),
  'signoff.mid': alts('I rest my case,\nI yield the floor,'),
  'signoff.high': alts('I rest my case, and so shouldst thou,\nNo further questions,'),
}

export const savageVoice: Grammar = {
  title: alts(`
    {sv-title-head} {sv-title-tail}
    {sv-title-head}, {sv-title-seal}
    {sv-title-line}
  `),
  'sv-title-head.low': alts(`
    A Short Note
    A Quick Word
    A Brief Memo
    A Curt Note
    A Small Word
    A Blunt Reminder
  `),
  'sv-title-tail.low': alts(`
    for Thee
    About Thee
    on Thy Conduct
    to Read Twice
    Worth Reading
  `),
  'sv-title-seal.low': alts('Read It\nPlainly Put\nNo Offence\nKeep It'),
  'sv-title-line.low': alts('A Short Note. Read It\nPlainly Put'),
  'sv-title-head.mid': alts(`
    A Word
    A Verdict
    A Correction
    A Plain Assessment
    A Review
    A Frank Appraisal
  `),
  'sv-title-tail.mid': alts(`
    for Thee
    About Thee
    in Brief
    Without Sugar
    for the Record
  `),
  'sv-title-seal.mid': alts('Unsoftened\nBluntly\nFinal\nUnsweetened'),
  'sv-title-line.mid': alts('No\nHear This'),
  'sv-title-head.high': alts(`
    The Savaging
    A Demolition
    A Total Roasting
    The Takedown
    A Dressing-Down
    The Verdict
  `),
  'sv-title-tail.high': alts(`
    Without Mercy
    Long Overdue
    in Full
    of the Century
    for the Ages
  `),
  'sv-title-seal.high': alts('No Appeal\nFinal\nDeserved\nSit Down'),
  'sv-title-line.high': alts('Utterly Roasted\nThe Savaging'),
  salutation: alts(`
    To {$target}, {sv-sal-name}, {sv-sal-how},
    To {$target}, {sv-sal-name},
    To {$target}, {sv-sal-how},
  `),
  'sv-sal-name.low': alts(`
    friend
    neighbour
    citizen
    acquaintance
    colleague
    person
  `),
  'sv-sal-how.low': alts(`
    briefly
    quickly
    a word
    read this
    plainly
  `),
  'sv-sal-name.mid': alts(`
    thou
    knave
    friend, loosely
    neighbour, sadly
    thou again
    thou there
  `),
  'sv-sal-how.mid': alts(`
    listen
    pay attention
    focus
    this is for thee
    eyes up
  `),
  'sv-sal-name.high': alts(`
    thou
    knave
    disgrace
    thou absolute shambles
    thou menace
    thou walking mistake
  `),
  'sv-sal-how.high': alts(`
    sit down
    brace
    no more excuses
    read it and weep
    this is it
  `),
  proclaim: alts(`
    Here is what thou didst: “{$grievance}{$stop}” No. Just no.
    Let us be clear. “{$grievance}{$stop}” That happened. Thou didst that.
    The facts: “{$grievance}{$stop}” The verdict: thou.
  `),
  'sv-line': alts(`
    No.
    Thou art a disappointment with a pulse.
    The geese were right about thee.
    Even thy shadow walks a pace behind, so as not to be seen with thee.
    Thy horse tells people it is walking itself.
    Thou art the reason the bridge has a troll: to keep thee out.
    Thy mirror has asked for a transfer.
    Thou hast the charm of a wet candle.
    Nobody asked. Nobody will.
    Thy best idea was a bad one, and it was borrowed.
    Thou hast two faces, and neither of them is any good at this.
    Thy friends are not thy friends; they are hostages with manners.
    Thy cooking has been reported to the bishop.
    The dog likes everyone. Except thee.
    Thou art the 'before' in every tale of improvement.
    Thy jokes have been tried, and sentenced.
    Thy sword is blunt, thy wit is blunter.
    Thou art not the villain of the tale. Thou art the cart he stole.
    Even thy echo answers back with reluctance.
    A scarecrow once mistook thee for a colleague, then apologised to the crows.
  `),
  'sv-judge.low': alts('Thou art {insult}. There.\nThou art {insult}. I said it.'),
  'sv-judge.mid': alts('Thou art {insult}. {simile|cap}.\nSimply put: {insult}.'),
  'sv-judge.high': alts(
    '{insult|cap}. That is what thou art. Sit with it.\nThou art {insult}. {simile|cap}. Done.',
  ),
  'body.low': alts('{sv-line} {sv-judge} {sv-line}\n{sv-judge} {sv-line} {sv-line}'),
  'body.mid': alts('{sv-line} {sv-line} {sv-judge} {doom}\n{sv-judge} {sv-line} {sv-line}'),
  'body.high': alts(
    '{sv-judge} {sv-line} {sv-line} {doom} {sv-line}\n{sv-line} {sv-judge} {sv-line} {sv-line}',
  ),
  'curse-intro': alts('Curse. Here.\nOne curse. Enjoy it.\nNow the curse. Brace.'),
  'own-curse': alts(`
    may thy horse walk faster when thou art not on it
    may every mirror thou passest sigh
    may nobody laugh at thy jokes, ever again
    may thy name be remembered only as a warning
  `),
  'signoff.low': alts('Bye,\nDone,'),
  'signoff.mid': alts('That is all,\nGoodbye. Properly,'),
  'signoff.high': alts('Done with thee,\nNot sorry,'),
}
