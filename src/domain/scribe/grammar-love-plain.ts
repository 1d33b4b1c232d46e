/**
 * The plain-spoken love voices: gentle (shy, soft, eleven drafts and a cat), direct (one sentence, one
 * feeling) and brutal (honest to a fault: thou snorest like a bear in a barrel, and I love thee anyway).
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
    Written by the Fire
    from a Hopeful Heart
    About a Feeling
    on a Rainy Afternoon
    Left on Thy Doorstep
  `),
  'ge-title-seal.low': alts('for Thee\nEleven Drafts Later\nSent with a Blush\nwith a Pressed Daisy'),
  'ge-title-line.low': alts('A Small and Hopeful Letter'),
  'ge-title-head.mid': alts(`
    A Gentle Uncertainty
    A Quiet Question
    A Soft Maybe
    An Honest Muddle
    A Hesitant Letter
    A Wistful Note
  `),
  'ge-title-tail.mid': alts(`
    About How I Feel
    Written with Care
    on a Grey Afternoon
    from a Puzzled Heart
    Meant for Both of Us
  `),
  'ge-title-seal.mid': alts('Kindly Meant\nNot Quite Sure\nWritten Twice\nwith a Cup of Something Warm'),
  'ge-title-line.mid': alts('A Gentle Uncertainty\nA Letter I Am Not Sure How to End'),
  'ge-title-head.high': alts(`
    A Kind No
    A Careful Refusal
    A Gentle Farewell
    A Soft but Final No
    An Honest Answer
    A Quiet Goodbye
  `),
  'ge-title-tail.high': alts(`
    to Thy Lovely Offer
    with Every Good Wish
    Written with Care
    from a Heart That Is Sure
    for the Last Time
  `),
  'ge-title-seal.high': alts('Warmly Meant\nGently Sealed\nTruly Sorry\nMeant Well'),
  'ge-title-line.high': alts('A Kind and Careful No'),
  salutation: alts(`
    To {$target}, {ge-sal-name}, {ge-sal-how},
    To {$target}, {ge-sal-name},
    To {$target}, {ge-sal-how},
  `),
  'ge-sal-name.low': alts(`
    dear friend
    kind heart
    thou gentle soul
    dearest neighbour
    sweet friend from the bakery queue
    fellow reader of the rain
  `),
  'ge-sal-how.low': alts(`
    if thou hast a moment
    softly
    with a shy smile
    quietly, and with hope
    from across the market square
  `),
  'ge-sal-name.mid': alts(`
    dear friend
    kind heart
    thou puzzling soul
    good friend, or something more
    gentle companion
    dear one
  `),
  'ge-sal-how.mid': alts(`
    gently
    with some uncertainty
    not quite sure of myself
    by a quiet fire
    honestly and softly
  `),
  'ge-sal-name.high': alts(`
    dear friend
    sweet soul
    thou dear heart
    gentle friend
    dear one
    patient friend
  `),
  'ge-sal-how.high': alts(`
    as kindly as I can
    with care
    with a soft no
    with every good wish, and an answer
    softly, but surely
  `),
  'ge-line.low': alts(`
    I only wished to say, in case nobody has told thee lately, that thou art {compliment}.
    I have meant to write this for a long while; I drafted it eleven times, and the cat sat on three of the drafts.
    Thou need not answer. But if thou dost, I shall keep the letter under my pillow, which is perhaps too much to admit.
    When thou smilest at me across the market, I forget what I came to buy, and come home with onions.
    I saved thee the good seat by the fire at the harvest supper, and then was too shy to say it was for thee.
    I have pressed a daisy in my prayer book for every day I did not tell thee this.
  `),
  'ge-line.mid': alts(`
    I am not sure what I feel, and I did not want to pretend that I was.
    Perhaps it is love; perhaps it is only that thou art kind to me when it rains.
    I would like to take a long walk and think about thee, and I am not sure in which direction.
    Some evenings I hope thou wilt call; other evenings I hope the rain keeps thee home.
    I think I miss thee, though it may only be that the house is quiet.
  `),
  'ge-line.high': alts(`
    I hope thou wilt not be too sad when I say that my answer is no.
    Thou art a good soul, and I would not have thee waste thy good heart waiting at my door.
    I have thought about it carefully, with a cup of something warm, and it is still no.
    I am truly sorry; I know this is not the letter thou wert hoping for.
    Please keep the scarf thou didst knit me. It is a lovely scarf. My answer is still no.
  `),
  'body.low': alts('{ge-line} {devotion} {ge-line}\n{devotion} {ge-line}'),
  'body.mid': alts('{ge-line} {doubt} {ge-line}\n{doubt} {ge-line}'),
  'body.high': alts('{ge-line} {rejection} {ge-line}\n{rejection} {ge-line}'),
  'signoff.low': alts('Shyly thine,\nWith a small and hopeful heart,'),
  'signoff.mid': alts('Gently, and unsure,'),
  'signoff.high': alts('Kindly, and with care,'),
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
    I Do Not Know
    Maybe
    Ask Me at Midsummer
    I Am Not Sure
    Possibly
    Some Days Yes
  `),
  'di-title-line.mid': alts('A Plain Letter, Undecided'),
  'di-title-tail.high': alts(`
    No
    No, Thank Thee
    Still No
    Not Interested
    The Answer Is No
    Please Stop Sending Pigeons
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
    neighbour
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
    neighbour
    good soul
    thou puzzle
    confusing person
  `),
  'di-sal-how.mid': alts(`
    straight to the point
    honestly
    briefly
    here is where things stand
    no pretending
  `),
  'di-sal-name.high': alts(`
    friend
    neighbour
    suitor
    sender of pigeons
    thou
    persistent one
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
    I am fond of thee. I have been fond of thee since the May fair. That is the whole letter, nearly.
    I would walk thee home from market, every market day, if thou wouldst let me carry the turnips.
  `),
  'di-line.mid': alts(`
    I do not know if I love thee. That is the honest answer.
    Some days yes. Some days no. That is where things stand.
    I could lie and say I am sure. I am not sure. I am only fond, and confused.
    I like thy laugh. I do not like thy habit of whistling at dawn. I cannot weigh the two.
    Ask me again at midsummer. I may know by then, or I may have moved to another village.
  `),
  'di-line.high': alts(`
    No. Thank thee for asking. Still no.
    I am not interested, and I shall not become interested, and no amount of lute music will change it.
    Please stop sending pigeons. The pigeons are tired.
    My answer has not changed since thy last letter, nor the one before it, nor the one before that.
    I have told my mother, my sisters and the miller, so that none of them will carry thy letters either.
  `),
  'body.low': alts('{di-line} {devotion} {di-line}\n{di-line} {di-line} {devotion}'),
  'body.mid': alts('{di-line} {doubt} {di-line}\n{doubt} {di-line}'),
  'body.high': alts('{di-line} {rejection} {di-line}\n{rejection} {di-line} {di-line}'),
  'signoff.low': alts('Plainly thine,\nThine, simply,'),
  'signoff.mid': alts('Honestly,'),
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
  'br-title-seal.low': alts('Regrettably Sincere\nSnoring Included\nSnorer and All'),
  'br-title-noun.mid': alts(`
    Maybe
    Shrug
    Perhaps
    Letter of Mixed Feelings
    Assessment
    Verdict on Us
  `),
  'br-title-seal.mid': alts('Possibly\nMore or Less\nResults Pending'),
  'br-title-noun.high': alts(`
    No
    Rejection
    Refusal
    Farewell
    Dismissal
    Letter of No Thanks
  `),
  'br-title-seal.high': alts('Goat Returned\nNot Sorry\nFinal'),
  salutation: alts(`
    To {$target}, {br-sal-name}, {br-sal-how},
    To {$target}, {br-sal-name},
    To {$target}, {br-sal-how},
    {br-sal-line}
  `),
  'br-sal-name.low': alts(`
    thou ridiculous creature
    thou snoring bear
    thou soup-slurping darling
    thou stubborn mule of my heart
    thou lovable disaster
    thou goat at my banquet
  `),
  'br-sal-how.low': alts(`
    whom I adore
    whom I love anyway
    whom I cannot stop thinking about, worse luck
    whom I adore against all advice
    heaven help me
  `),
  'br-sal-line.low': alts('To {$target}, thou ridiculous creature whom I adore,'),
  'br-sal-name.mid': alts(`
    thou confusing menace
    thou draughty window of a person
    thou sometime turnip
    thou puzzling nuisance
    thou maddening creature
    thou riddle in a muddy cloak
  `),
  'br-sal-how.mid': alts(`
    whom I may or may not love
    I honestly cannot tell
    for better or worse, mostly worse
    make up thy mind, or I shall
    whom I tolerate fondly, some days
  `),
  'br-sal-line.mid': alts('To {$target}, whom I love on good days and lend to others on bad ones,'),
  'br-sal-name.high': alts(`
    thou siege engine of romance
    thou serenading nuisance
    thou unwanted suitor
    thou frog who is no prince
    thou relentless wooer
    thou three-village disturbance
  `),
  'br-sal-how.high': alts(`
    brace thyself
    the answer is no
    sit down for this
    read this twice
    keep the goat
  `),
  'br-sal-line.high': alts('To {$target}, brace thyself, for this is the bit where I say no,'),
  'br-line.low': alts(`
    Thou snorest like a bear in a barrel, and I love thee anyway.
    Thou eatest soup like someone bailing out a boat, and still my heart leaps.
    Thy singing frightens the chickens, and yet I would listen to it all day, with the chickens.
    Thou art as stubborn as a mule, and I say that having asked the mule, and I love thee regardless.
    Thou hast the manners of a goat at a banquet, and I would sit beside thee at every feast.
  `),
  'br-line.mid': alts(`
    I cannot tell whether I love thee or have simply got used to thee, like a draughty window.
    Thou art fair on some days and a turnip on others, and I never know which I shall get.
    Thou art charming for exactly one hour a day, and I never know which hour.
    Thou art the best company in the county and the worst at returning borrowed ladles.
    Some days I would cross the moor for thee; other days I would not cross the kitchen.
  `),
  'br-line.high': alts(`
    No. Not now, not at the harvest fair, not if thou learnest the lute.
    I would rather kiss a frog, and I have checked, and the frog is not a prince, and still.
    Thy romantic gestures have the subtlety of a siege engine and half the charm.
    Thy serenades have been heard in three villages, and all three have written to complain.
    I have returned thy ring, thy poem and thy goat. Keep the goat this time.
  `),
  'body.low': alts('{br-line} {devotion} {br-line}\n{br-line} {br-line} {devotion}'),
  'body.mid': alts('{br-line} {doubt} {br-line}\n{doubt} {br-line} {doubt}'),
  'body.high': alts('{br-line} {rejection} {br-line}\n{rejection} {br-line} {rejection}'),
  'signoff.low': alts('Thine, heaven help me,\nYours, against my better judgement,'),
  'signoff.mid': alts('Yours, possibly, regrettably,'),
  'signoff.high': alts('Never thine,\nNo love, and I mean that,'),
}
