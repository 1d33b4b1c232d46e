/**
 * The plain-spoken love voices: gentle (shy, soft, a little breathless), direct (one sentence, one
 * feeling) and brutal (honest to a fault about the writer's own heart: no roses, no lute, I love thee).
 * Each says a sincere yes at .low, a warm but final no at .mid and a harsh no at .high.
 */
import { alts, type Grammar } from './phrase-grammar'

export const gentleVoice: Grammar = {
  title: alts(`
    {ge-title-head} {ge-title-tail}
    {ge-title-head}, {ge-title-seal}
    {ge-title-line}
  `),
  'ge-title-head.low': alts(`
    A Small Letter
    A Quiet Word
    A Shy Note
    A Tender Line
    A Timid Letter
    A Soft Confession
  `),
  'ge-title-tail.low': alts(`
    Written with Warmth
    from a Hopeful Heart
    About a Feeling
    for a Peaceful Moment
    for Thee Alone
  `),
  'ge-title-seal.low': alts('for Thee\nShyly Sent\nSent with a Blush\nwith a Warm Heart'),
  'ge-title-line.low': alts('A Small and Hopeful Letter'),
  'ge-title-head.mid': alts(`
    A Kind No
    A Careful Refusal
    A Gentle Farewell
    A Soft but Final No
    An Honest Answer
    A Quiet Goodbye
  `),
  'ge-title-tail.mid': alts(`
    to Thy Good Heart
    with Every Good Wish
    Written with Care
    from a Heart That Is Sure
    for the Last Time
  `),
  'ge-title-seal.mid': alts('Warmly Meant\nGently Sealed\nTruly Sorry\nMeant Well'),
  'ge-title-line.mid': alts('A Kind and Careful No\nA Letter That Knows How It Ends'),
  'ge-title-head.high': alts(`
    A Quiet No
    A Plain Refusal
    A Firm Goodbye
    A Closed Door
    A Last Word
    An Unwelcome Truth
  `),
  'ge-title-tail.high': alts(`
    Without Room for Hope
    from a Heart That Is Certain
    Said Softly, Meant Fully
    to Be Read Carefully
    Never to Be Repeated
  `),
  'ge-title-seal.high': alts('Not Sorry\nFinal\nQuietly Furious\nDone'),
  'ge-title-line.high': alts('A Soft Voice and a Hard No'),
  salutation: alts(`
    To {$target}, {ge-sal-name}, {ge-sal-how},
    To {$target}, {ge-sal-name},
    To {$target}, {ge-sal-how},
  `),
  'ge-sal-name.low': alts(`
    dear friend
    kind heart
    thou gentle soul
    dear heart
    sweet soul
    dearest one
  `),
  'ge-sal-how.low': alts(`
    if thou hast a moment
    softly
    with a shy smile
    quietly, and with hope
    with all my heart
  `),
  'ge-sal-name.mid': alts(`
    dear friend
    sweet soul
    thou dear heart
    gentle friend
    dear one
    kind friend
  `),
  'ge-sal-how.mid': alts(`
    as kindly as I can
    with care
    with a soft no
    with every good wish, and an answer
    softly, but surely
  `),
  'ge-sal-name.high': alts(`
    thou persistent soul
    thou hopeful one
    friend, and no more
    dear, but not my dear
    patient one
    thou who must hear this
  `),
  'ge-sal-how.high': alts(`
    quietly, and for the last time
    as plainly as I can bear to
    without a kind word left
    softly, so listen closely
    with no comfort in it
  `),
  'ge-line.low': alts(`
    I only wished to say, in case nobody has told thee lately, that thou art {compliment}.
    I have meant to write this for a long while, and I am glad I have found the courage at last.
    Thou need not answer. But if thou dost, I shall keep the letter under my pillow, which is perhaps too much to admit.
    When thou smilest, I forget what I was about to say, and I do not mind forgetting.
    I would save thee the best seat by any fire, and then be too shy to say it was for thee.
    Every day I did not tell thee this felt a little longer than the one before.
  `),
  'ge-line.mid': alts(`
    I hope thou wilt not be too sad when I say that my answer is no.
    Thou art a good soul, and I would not have thee waste thy good heart waiting at my door.
    I have thought about it carefully, and kindly, and it is still no.
    I am truly sorry; I know this is not the letter thou wert hoping for.
    Please do not wait for me to change my mind; I will not, and I would hate for thee to wait.
    I am grateful, truly, and I wish thee every happiness, only not with me.
  `),
  'ge-line.high': alts(`
    I have tried to find a kind way to say this, and there is none: I do not want thee, and I never shall.
    Please stop hoping. It is doing neither of us any good, and it is doing me considerably less.
    I am a patient person, and my patience has run out, and it is not coming back.
    I will say it softly, once, so listen: no, not now, not ever.
    Thou art not the one for me, nor anywhere near the one for me.
    Whatever thou thinkest there is between us, there is not, and there will not be.
  `),
  'body.low': alts('{ge-line} {devotion} {ge-line}\n{devotion} {ge-line}'),
  'body.mid': alts('{ge-line} {kind-no} {ge-line}\n{kind-no} {ge-line}'),
  'body.high': alts('{ge-line} {rejection} {ge-line}\n{rejection} {ge-line}'),
  'signoff.low': alts('Shyly thine,\nWith a small and hopeful heart,'),
  'signoff.mid': alts('Kindly, and with care,\nGently, and for good,'),
  'signoff.high': alts('Quietly, and finally,\nSoftly, but no,'),
}

export const directVoice: Grammar = {
  // "Plainly: I Like Thee": one word of manner, one plain sentence
  title: alts('{di-title-head}: {di-title-tail}\n{di-title-line}'),
  'di-title-head': alts(`
    Plainly
    Simply
    Honestly
    In Short
    To the Point
    Frankly
  `),
  'di-title-tail.low': alts(`
    I Like Thee
    I Like Thee a Great Deal
    Thou Art Lovely
    Walk Me Home from Market
    I Am Fond of Thee
    Thou Art My Favourite
  `),
  'di-title-line.low': alts('A Plain Letter of Love'),
  'di-title-tail.mid': alts(`
    No, Kindly
    Thank Thee, but No
    I Am Honoured, and the Answer Is No
    Friends, Nothing More
    I Wish Thee Well, but No
    Kind Regards, Firm No
  `),
  'di-title-line.mid': alts('A Plain and Kind Refusal'),
  'di-title-tail.high': alts(`
    No
    No, Thank Thee
    No, and Final
    Not Interested
    The Answer Is No
    Absolutely Not
  `),
  'di-title-line.high': alts('A Plain Letter of Refusal'),
  salutation: alts(`
    To {$target}, {di-sal-name}, {di-sal-how},
    To {$target}, {di-sal-name},
    To {$target}, {di-sal-how},
  `),
  'di-sal-name.low': alts(`
    friend
    dear one
    dear heart
    fair one
    good soul
    fine person
  `),
  'di-sal-how.low': alts(`
    I shall be plain
    plainly
    simply put
    here it is
    just this
  `),
  'di-sal-name.mid': alts(`
    friend
    dear one
    good soul
    kind soul
    fine person
    dear friend
  `),
  'di-sal-how.mid': alts(`
    straight to the point
    honestly
    briefly
    here is my answer
    kindly and plainly
  `),
  'di-sal-name.high': alts(`
    friend
    suitor
    would-be suitor
    thou
    persistent one
    hopeful one
  `),
  'di-sal-how.high': alts(`
    directly
    plainly
    for the last time
    once and for all
    read this carefully
  `),
  'di-line.low': alts(`
    I like thee. A great deal. There. It is written.
    I am told I should be mysterious. I am not. I like thee. Wouldst thou come to the harvest fair?
    I have no poem. I have only this: thou art {compliment}, and I think of thee often.
    I am fond of thee. I have been fond of thee for a good while now. That is the whole letter, nearly.
    I would walk thee home from market, every market day, if thou wouldst let me carry the turnips.
  `),
  'di-line.mid': alts(`
    My answer is no; I say it kindly, and I mean it.
    I like thee as a friend. Only as a friend. That will not change.
    Thank thee for thinking of me. My answer is no, and it is final.
    I could pretend to be unsure. I am not. It is a kind no, but it is a no.
    I wish thee well. I do. I will not change my mind.
    Thou hast done nothing wrong. I simply do not feel the same, and I will not come to.
  `),
  'di-line.high': alts(`
    No, thank thee for asking. Still no.
    I am not interested, and I shall not become interested, and no amount of lute music will change it.
    Do not send letters. Do not send flowers. Do not send anyone to ask for thee.
    My answer will not change after thy next letter, nor the one after it, nor the one after that.
    Anyone thou askest to plead thy case will get the same answer, only shorter.
  `),
  'body.low': alts('{di-line} {devotion} {di-line}\n{di-line} {di-line} {devotion}'),
  'body.mid': alts('{di-line} {kind-no} {di-line}\n{kind-no} {di-line}'),
  'body.high': alts('{di-line} {rejection} {di-line}\n{rejection} {di-line} {di-line}'),
  'signoff.low': alts('Plainly thine,\nThine, simply,'),
  'signoff.mid': alts('Honestly, and kindly,\nPlainly, and with good wishes,'),
  'signoff.high': alts('Clearly not thine,\nPlainly, no,'),
}

export const brutalVoice: Grammar = {
  // "A Brutally Honest Love Letter": how honest, and what it is, sometimes with a verdict after
  title: alts(`
    {br-title-head} {br-title-noun}
    {br-title-head} {br-title-noun}, {br-title-seal}
  `),
  'br-title-head': alts(`
    A Brutally Honest
    A Painfully Frank
    A Bluntly Truthful
    A Shamelessly Candid
    An Unflinchingly Honest
    A Mercilessly Honest
  `),
  'br-title-noun.low': alts(`
    Love Letter
    Valentine
    Declaration
    Confession
    Ode
    Admission
  `),
  'br-title-seal.low': alts('Entirely Sincere\nNo Frills\nEvery Word Meant'),
  'br-title-noun.mid': alts(`
    Answer
    Reply
    Goodbye
    Thanks-but-No
    Decision
    Let-Down
  `),
  'br-title-seal.mid': alts('Kindly Meant\nNo Hard Feelings\nFinal'),
  'br-title-noun.high': alts(`
    No
    Rejection
    Refusal
    Farewell
    Dismissal
    Letter of No Thanks
  `),
  'br-title-seal.high': alts('Beyond Appeal\nNot Sorry\nSigned and Sealed'),
  salutation: alts(`
    To {$target}, {br-sal-name}, {br-sal-how},
    To {$target}, {br-sal-name},
    To {$target}, {br-sal-how},
    {br-sal-line}
  `),
  'br-sal-name.low': alts(`
    my dear
    my darling
    dear heart
    thou wonderful person
    thou best of people
    my whole heart
  `),
  'br-sal-how.low': alts(`
    whom I adore, no frills
    whom I love, plainly and completely
    I will not dress this up
    whom I cannot stop thinking about
    heaven help me
  `),
  'br-sal-line.low': alts('To {$target}, whom I adore without a shred of dignity left,'),
  'br-sal-name.mid': alts(`
    thou good soul
    thou decent person
    thou kind-hearted creature
    my friend
    thou perfectly nice person
    thou fine human being
  `),
  'br-sal-how.mid': alts(`
    this will sting, and then it will pass
    I will be honest, because thou deservest that
    kindly, but no
    with thanks, and a firm no
    let me be straight with thee
  `),
  'br-sal-line.mid': alts('To {$target}, whom I like very much, and do not love, and never will,'),
  'br-sal-name.high': alts(`
    thou siege engine of romance
    thou walking nuisance
    thou unwanted suitor
    thou frog who is no prince
    thou relentless wooer
    thou wearisome admirer
  `),
  'br-sal-how.high': alts(`
    brace thyself
    the answer is no
    sit down for this
    read this twice
    save thy breath
  `),
  'br-sal-line.high': alts('To {$target}, brace thyself, for this is the bit where I say no,'),
  'br-line.low': alts(`
    I have no dignity left where thou art concerned, and I have stopped looking for it.
    I could dress this up in roses and lutes. I will not. I love thee. That is the whole of it.
    I am hopeless about thee, and I would not be cured if the cure were free.
    I tried to talk myself out of this. I lost the argument, badly, and I am glad I did.
    It is inconvenient, it is undignified, and it is true: I love thee.
    Every sensible part of me said to keep quiet. Every sensible part of me was outvoted.
  `),
  'br-line.mid': alts(`
    I like thee. I do not love thee. I have checked, thoroughly, and I will not be checking again.
    Thou art good company and a fine person, and my heart does not care, and I cannot make it.
    I will not soften this into a maybe, because a maybe would be crueller: no.
    There is nothing wrong with thee. There is simply nothing there for me, and there will not be.
    I am flattered, honestly flattered, and my answer is still no.
    Do not wait for me to come round. I will not come round. Go and be happy.
  `),
  'br-line.high': alts(`
    No, not now, not at the harvest fair, not if thou learnest the lute.
    I would rather kiss a frog, and I have checked, and the frog is not a prince, and still.
    Thy charm has the subtlety of a siege engine and half the range.
    Serenade me, and three villages will hear it, and all three will write to complain.
    I want nothing from thee: no ring, no poem, no goat, and least of all a second chance.
  `),
  'body.low': alts('{br-line} {devotion} {br-line}\n{br-line} {br-line} {devotion}'),
  'body.mid': alts('{br-line} {kind-no} {br-line}\n{kind-no} {br-line} {kind-no}'),
  'body.high': alts('{br-line} {rejection} {br-line}\n{rejection} {br-line} {rejection}'),
  'signoff.low': alts('Thine, heaven help me,\nYours, against my better judgement,'),
  'signoff.mid': alts('Not thine, but no hard feelings,\nHonestly, and kindly, no,'),
  'signoff.high': alts('Never thine,\nNo love, and I mean that,'),
}
