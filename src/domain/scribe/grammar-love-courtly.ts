/**
 * The courtly love voices: romantic (swooning, stars, a lute with every string plucked), elegant (a
 * ballroom letter, every feeling dressed for dinner) and poetic (rhyming couplets, for better or worse).
 */
import { alts, type Grammar } from './phrase-grammar'

export const romanticVoice: Grammar = {
  // love_me (.low) swoons, love_me_not (.mid) wavers, harsh_rejection (.high) says a tender, final no
  title: alts(`
    {ro-title-head} {ro-title-tail}
    {ro-title-head}, {ro-title-seal}
    {ro-title-line}
  `),
  'ro-title-head.low': alts(`
    A Love Letter
    A Declaration
    A Confession
    A Billet-Doux
    A Breathless Note
    A Starstruck Letter
  `),
  'ro-title-tail.low': alts(`
    of Most Ardent Devotion
    from a Foolish Heart
    Written by Moonlight
    for the Keeper of My Heart
    Upon Bended Knee
  `),
  'ro-title-seal.low': alts(`
    Sealed with a Kiss
    Sighed Over Twice
    Perfumed with Roses
    with Every Star in the Sky
  `),
  'ro-title-line.low': alts('My Heart, Writ Large\nA Letter of Most Ardent Devotion'),
  'ro-title-head.mid': alts(`
    A Letter
    A Troubled Note
    A Tender Puzzle
    A Hesitant Confession
    A Sigh
    A Bewildered Love Letter
  `),
  'ro-title-tail.mid': alts(`
    Writ in Two Minds
    from an Undecided Heart
    Under a Doubtful Moon
    Regarding Us, Perhaps
    Between Yes and No
  `),
  'ro-title-seal.mid': alts('Probably\nUnfinished\nSealed and Unsealed\nWritten Twice'),
  'ro-title-line.mid': alts('Love Me, Love Me Not'),
  'ro-title-head.high': alts(`
    A Final No
    A Firm Refusal
    A Last Goodbye
    A Definite Farewell
    A Gentle Rejection
    A Parting Word
  `),
  'ro-title-tail.high': alts(`
    in Answer to Thy Proposal
    Under a Setting Sun
    from a Heart Spoken For
    Beneath a Moon That Has Moved On
    for a Suitor Who Must Let Go
  `),
  'ro-title-seal.high': alts('Tender but Certain\nWithout Regrets\nSealed for Good\nNot to Be Reopened'),
  'ro-title-line.high': alts('A Most Tender and Final No\nRegarding Thy Heart: A Reply'),
  salutation: alts(`
    To {$target}, {ro-sal-name}, {ro-sal-how},
    To {$target}, {ro-sal-name},
    To {$target}, {ro-sal-how},
    {ro-sal-line}
  `),
  'ro-sal-name.low': alts(`
    light of mine eyes
    my moon, my stars
    keeper of my foolish heart
    sweetest soul in the kingdom
    star of my every evening
    fairest of the fair
  `),
  'ro-sal-how.low': alts(`
    whom I adore beyond all reason
    with all the love my quill can carry
    to whom I belong entirely
    for whom the nightingales practise
    whose name I sigh at sunset
  `),
  'ro-sal-line.low': alts(`
    To {$target}, light of mine eyes and keeper of my foolish heart,
    To {$target}, my moon, my stars, my every waking sigh,
  `),
  'ro-sal-name.mid': alts(`
    my dearest puzzle
    sweet riddle of my days
    my maybe
    fairest question mark
    my uncertain star
    my sometime beloved
  `),
  'ro-sal-how.mid': alts(`
    whom I love, probably
    who keeps my heart guessing
    with a heart in two minds
    with love, or something like it
    under a moon that cannot decide
  `),
  'ro-sal-line.mid': alts('To {$target}, whom I love on Mondays, and wonder about on Tuesdays,'),
  'ro-sal-name.high': alts(`
    once-dear friend
    sweet suitor
    fond admirer
    good friend, and only a friend
    persistent serenader
    would-be beloved
  `),
  'ro-sal-how.high': alts(`
    with all the tenderness a firm refusal allows
    with a kind but final farewell
    from a heart already spoken for
    with a rose, returned
    for the last time
  `),
  'ro-sal-line.high': alts('To {$target}, whom I shall always think of fondly, from very far away,'),
  'ro-heart.low': alts(`
    My heart is a lute, and thou hast plucked every string, some of them twice.
    I have swooned so often this week that the physician has prescribed a sturdier chair.
    Every sunset reminds me of thee, and so, unexpectedly, does every turnip.
    I sigh so deeply that the candles flicker, and the servants have begun to worry.
    If love is a fever, send for the physician, for I am burning and I do not want the cure.
  `),
  'ro-heart.mid': alts(`
    My heart still flutters when I see thee, though lately it flutters in a puzzled sort of way.
    Once thou wert {compliment}; now thou art more of a question mark in a velvet cloak.
    I gaze at the moon and think of thee, and then I think of supper, and I cannot tell which I long for more.
    I wrote thee a love song, and then a song of farewell, and now I hum them both at once.
    My heart is a weathervane, and thou art the wind, and lately the wind cannot make up its mind.
  `),
  'ro-heart.high': alts(`
    Thou hast offered me thy heart, and it is a fine heart, I am sure, and I hand it back gently, with both hands.
    I have read thy love poem, all forty verses of it. The answer remains no.
    The stars are not aligned for us; the stars, in fact, have moved to another part of the sky.
    Thy roses were lovely; I have given them to my aunt, who was delighted, and who is not the answer either.
    My heart is spoken for, by me, and I am keeping it.
  `),
  'body.low': alts(
    '{ro-heart} {devotion} {devotion} Thou art {compliment}.\n{devotion} Thou art {compliment}, and {compliment}. {ro-heart}',
  ),
  'body.mid': alts('{ro-heart} {doubt} {doubt}\n{doubt} {ro-heart} {doubt}'),
  'body.high': alts('{ro-heart} {rejection} {rejection}\n{rejection} {ro-heart} {rejection}'),
  'signoff.low': alts('Thine, utterly and hopelessly,\nForever thine, and a little longer,'),
  'signoff.mid': alts('Thine, perhaps,\nYours, or not; we shall see,'),
  'signoff.high': alts('Not thine, but kindly,\nWith fond regards and a firm no,'),
}

export const courtlyVoice: Grammar = {
  title: alts(`
    {co-title-head} {co-title-tail}
    {co-title-head}, {co-title-seal}
    {co-title-line}
  `),
  'co-title-head.low': alts(`
    An Elegant Declaration
    A Gracious Letter
    A Respectful Overture
    A Courtly Address
    A Formal Avowal
    A Discreet Confession
  `),
  'co-title-tail.low': alts(`
    of the Warmest Regard
    to One Most Admired
    for the Season's Finest Dancer
    Penned in the Finest Ink
    Concerning a Matter of the Heart
  `),
  'co-title-seal.low': alts('Most Warm\nwith Every Courtesy\nDelivered by Footman\nSealed in Rose Wax'),
  'co-title-line.low': alts('A Declaration of Esteem, Most Warm\nAn Elegant Declaration'),
  'co-title-head.mid': alts(`
    A Letter
    A Cordial Note
    A Considered Letter
    A Delicate Enquiry
    A Thoughtful Missive
    A Carefully Worded Note
  `),
  'co-title-tail.mid': alts(`
    of Uncertain Sentiment
    on the Matter of My Heart
    Regarding Our Acquaintance
    Written Between Dances
    Concerning Feelings Yet Undetermined
  `),
  'co-title-seal.mid': alts('Undecided\nAwaiting Clarity\nPending Further Reflection\nMost Cordially Unsure'),
  'co-title-line.mid': alts('On the Matter of My Heart, Undecided'),
  'co-title-head.high': alts(`
    A Gracious Refusal
    A Civil Rejection
    A Dignified Rebuff
    A Formal Dismissal
    A Final Refusal
    A Polished Rebuttal
  `),
  'co-title-tail.high': alts(`
    of Thy Kind Attentions
    Delivered with Perfect Manners
    in the Politest Possible Terms
    Beyond All Appeal
    Regarding Thy Proposal
  `),
  'co-title-seal.high': alts('Beautifully Worded\nMost Respectfully\nIrrevocable\nwith No Encouragement'),
  'co-title-line.high': alts('A Gracious Refusal\nA Refusal, Beautifully Worded'),
  salutation: alts(`
    To {$target}, {co-sal-name}, {co-sal-how},
    To {$target}, {co-sal-name},
    To {$target}, {co-sal-how},
  `),
  'co-sal-name.low': alts(`
    most admired of acquaintances
    fairest ornament of the ballroom
    most treasured friend
    gracious partner of the last galliard
    paragon of the season
    dear and honoured acquaintance
  `),
  'co-sal-how.low': alts(`
    whom I hold in the very highest esteem
    with the warmest of regards
    with every tender courtesy
    with thy kind permission
    in hope of thy favour
  `),
  'co-sal-name.mid': alts(`
    esteemed acquaintance
    partner of several dances
    dear friend, or perhaps more
    gracious correspondent
    most puzzling of companions
    cherished acquaintance
  `),
  'co-sal-how.mid': alts(`
    with the warmest of uncertain regards
    with regards of a nature yet undetermined
    in some confusion of feeling
    with compliments, and questions
    pending further reflection
  `),
  'co-sal-name.high': alts(`
    esteemed suitor
    most persistent of admirers
    respected correspondent
    would-be partner
    honoured but unsuccessful suitor
    gracious petitioner
  `),
  'co-sal-how.high': alts(`
    with the greatest respect and the firmest of intentions
    with perfect manners and a firm reply
    in the politest possible terms
    with thanks, and regret
    with a curtsey and a closed door
  `),
  'co-line.low': alts(`
    It would be the very greatest honour of my life to call upon thee, with thy leave, on any day of thy choosing.
    I have admired thee from across a number of ballrooms, and lately from across a number of smaller rooms.
    One does not, as a rule, put such things in writing. One finds that one has made an exception.
    Thy company at the last banquet was the only course worth the journey.
    Shouldst thou permit it, I would be honoured to accompany thee at the next ball, and at several after it.
  `),
  'co-line.mid': alts(`
    I confess myself in a state of some uncertainty, which I am told is fashionable this season.
    My regard for thee is considerable, though I cannot yet say of what kind.
    I have begun this letter four times; twice it was a declaration, and twice a polite farewell.
    Thy conversation delights me; thy intentions, I confess, puzzle me a little.
    I find myself looking for thee in every ballroom, and then wondering why.
  `),
  'co-line.high': alts(`
    I am deeply sensible of the honour of thy attentions, and equally sensible that they must cease.
    It is with all the grace I can muster that I decline, and I have been practising the grace in a mirror.
    Thy proposal was delivered with great feeling, and shall be declined with great manners.
    I must ask thee, most kindly, to direct thy attentions to some other household.
    I wish thee every joy in thy search, which must, I fear, continue elsewhere.
  `),
  'body.low': alts('{co-line} {devotion} Thou art {compliment}.\n{devotion} {co-line} {co-line}'),
  'body.mid': alts('{co-line} {doubt}\n{doubt} {co-line} {doubt}'),
  'body.high': alts('{co-line} {rejection}\n{rejection} {co-line} {rejection}'),
  'signoff.low': alts('Yours, with the most tender esteem,\nEver thy devoted servant,'),
  'signoff.mid': alts('Yours, with regards of an undetermined nature,'),
  'signoff.high': alts('With every courtesy and no encouragement,\nYours, most graciously, no,'),
}

export const lovePoeticVoice: Grammar = {
  title: alts(`
    {lp-title-head} {lp-title-tail}
    {lp-title-head}, {lp-title-seal}
    {lp-title-line}
  `),
  'lp-title-head.low': alts(`
    Verses
    A Sonnet
    A Love Song
    A Ballad
    A Rhyme
    A Madrigal
  `),
  'lp-title-tail.low': alts(`
    from a Foolish Heart
    for the Fairest of All
    Written Under Thy Window
    in Honour of Thine Eyes
    for Thee Alone
  `),
  'lp-title-seal.low': alts('Sung at Dawn\nwith a Lute\nRhymed with Longing\nHumbly Offered'),
  'lp-title-line.low': alts('A Sonnet, More or Less, for Thee'),
  'lp-title-head.mid': alts(`
    A Verse
    A Sonnet
    A Ballad
    A Puzzled Rhyme
    An Uncertain Ode
    A Half-Finished Song
  `),
  'lp-title-tail.mid': alts(`
    in Two Minds
    Between Love and Doubt
    with an Undecided Refrain
    for a Daisy with No Petals Left
    Written in Fading Ink
  `),
  'lp-title-seal.mid': alts('Unresolved\nSung Twice\nPerhaps\nRhymed and Unrhymed'),
  'lp-title-line.mid': alts('A Sonnet That Cannot Decide'),
  'lp-title-head.high': alts(`
    A Rhymed Refusal
    A Farewell Sonnet
    A Closing Couplet
    A Parting Verse
    A Final Stanza
    A Curt Refrain
  `),
  'lp-title-tail.high': alts(`
    for a Persistent Suitor
    Against Further Serenades
    in Which the Answer Is No
    to Be Sung Far Away
    Before the Pen Is Snapped
  `),
  'lp-title-seal.high': alts('in Strict Metre\nNo Encore\nUnrequited\nSung Once, Meant Forever'),
  'lp-title-line.high': alts('A Rhymed Refusal\nA Ballad of No'),
  salutation: alts(`
    To {$target}, {lp-sal-name}, {lp-sal-how},
    To {$target}, {lp-sal-name},
    To {$target}, {lp-sal-how},
  `),
  'lp-sal-name.low': alts(`
    fair subject of my every rhyme
    muse of my every ballad
    sweet cause of my scribbling
    thou rhyme for every joy
    fairest of the fair
    my lark, my love
  `),
  'lp-sal-how.low': alts(`
    in verse, with all my heart
    to the music of a lute
    with a sonnet in my pocket
    in couplets, because prose will not do
    as the nightingale sings
  `),
  'lp-sal-name.mid': alts(`
    muse of my confusion
    riddle of my rhymes
    half of a couplet
    unfinished verse of mine
    puzzle of my sonnets
    thou uncertain refrain
  `),
  'lp-sal-how.mid': alts(`
    in lines that cannot decide
    between one rhyme and the next
    with a quill that keeps changing its mind
    in metre, if not in certainty
    by the light of a doubtful moon
  `),
  'lp-sal-name.high': alts(`
    would-be muse
    persistent rhymer
    writer of forty verses
    serenader at my window
    thou unwanted refrain
    author of long ballads
  `),
  'lp-sal-how.high': alts(`
    in verse, and finally
    in one last couplet
    with my pen about to snap
    in metre firm and final
    in rhyme, and at a distance
  `),
  'couplet.low': alts(`
    Thine eyes are stars, thy voice a bell; // I love thee more than I can tell.
    I'd cross the moors, I'd swim the sea, // if only it would lead to thee.
    My heart's a lark that wakes at dawn // and sings of thee till dusk is gone.
    O {$addressee}, thou art my sun, // my moon, my stars, my honey bun.
    Were I a bard of great renown, // I'd sing thy name through every town.
    The roses blush, the lilies swoon, // and I stand howling at the moon.
  `),
  'couplet.mid': alts(`
    I love thee, yes; I love thee, no; // my heart's a weathervane in snow.
    Some days I'd give my crown for thee; // some days I'd rather keep the key.
    Thou art a song I cannot place, // a half-remembered, puzzling face.
    I asked the daisy, leaf by leaf; // it gave me only doubt and grief.
  `),
  'couplet.high': alts(`
    Thy love is sweet, thy verse is long, // but thou hast read my heart all wrong.
    The answer's no, and no again; // I'll write it once, then snap my pen.
    I'd rather wed a moody goat // than hear thee sing one further note.
    Go woo the moon, go woo the sea, // go woo whoever isn't me.
  `),
  'lp-aside.low': alts('My quill has run away with me; it insists upon rhyming.\n{devotion}'),
  'lp-aside.mid': alts(
    'I tried to write this in plain prose, but my heart came out in verse, and confused verse at that.\n{doubt}',
  ),
  'lp-aside.high': alts(
    'I have put my answer into verse, so that it may be remembered, and sung, and understood.\n{rejection}',
  ),
  body: alts('{lp-aside} // {couplet} // {couplet}\n{couplet} // {couplet} // {lp-aside}'),
  'signoff.low': alts('Thine in rhyme and reason,\nThine, in every verse,'),
  'signoff.mid': alts('Thine, between the lines,'),
  'signoff.high': alts('In final verse, farewell,'),
}
