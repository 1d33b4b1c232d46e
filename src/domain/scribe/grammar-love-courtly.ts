/**
 * The courtly love voices: romantic (swooning, stars, a heart like a lute), elegant (a ballroom letter,
 * every feeling dressed for dinner) and poetic (rhyming couplets, for better or worse). Each says a
 * sincere yes at .low, a warm but final no at .mid and a grand, cutting no at .high.
 */
import { alts, type Grammar } from './phrase-grammar'

export const romanticVoice: Grammar = {
  // love_me (.low) swoons, love_me_not (.mid) says a tender, final no, harsh_rejection (.high) a dramatic one
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
    with All My Heart
    Meant with Every Breath
    Sincerely Swooning
    with Every Star in the Sky
  `),
  'ro-title-line.low': alts('My Heart, Writ Large\nA Letter of Most Ardent Devotion'),
  'ro-title-head.mid': alts(`
    A Kind Answer
    A Gentle Refusal
    A Tender Farewell
    A Grateful Reply
    A Fond Goodbye
    A Heartfelt No
  `),
  'ro-title-tail.mid': alts(`
    from an Honest Heart
    Written with Great Care
    Under a Quiet Moon
    to a Dear Friend
    Regarding Us, Once and for All
  `),
  'ro-title-seal.mid': alts('Warmly Meant\nSettled for Good\nwith Thanks\nSealed with Care'),
  'ro-title-line.mid': alts('Love Me Not, Kindly Said\nA Kind and Final Answer'),
  'ro-title-head.high': alts(`
    A Final No
    A Firm Refusal
    A Last Goodbye
    A Definite Farewell
    A Flat Rejection
    A Closing Word
  `),
  'ro-title-tail.high': alts(`
    in Answer to Thy Hopes
    Under a Setting Sun
    from a Heart Gone Cold
    Beneath a Moon That Has Moved On
    for a Suitor Who Must Let Go
  `),
  'ro-title-seal.high': alts('Certain as Stone\nWithout Regrets\nSealed for Good\nNot to Be Reopened'),
  'ro-title-line.high': alts('A Most Romantic and Final No\nRegarding Thy Heart: Returned Unopened'),
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
    for whom the nightingales would practise
    whose name I sigh at sunset
  `),
  'ro-sal-line.low': alts(`
    To {$target}, light of mine eyes and keeper of my foolish heart,
    To {$target}, my moon, my stars, my every waking sigh,
  `),
  'ro-sal-name.mid': alts(`
    my dear friend
    kind heart
    gentle soul
    dear friend, and only a friend
    sweet soul
    good and tender heart
  `),
  'ro-sal-how.mid': alts(`
    with gratitude, and a gentle no
    with all the kindness I have
    with thanks, and a clear answer
    with warm regard and a settled heart
    honestly, and with care
  `),
  'ro-sal-line.mid': alts('To {$target}, whom I shall always think of kindly, and only as a friend,'),
  'ro-sal-name.high': alts(`
    would-be beloved
    hopeful admirer
    most hopeless of romantics
    dreamer at the wrong window
    admirer of the wrong heart
    disappointed suitor
  `),
  'ro-sal-how.high': alts(`
    with a firm and final farewell
    for the last time
    with the door already closed
    from a heart that will not be moved
    with no rose and no regret
  `),
  'ro-sal-line.high': alts('To {$target}, whom I shall think of rarely, and from very far away,'),
  'ro-heart.low': alts(`
    My heart is a lute, and thou hast plucked every string, some of them twice.
    Were I to swoon each time I thought of thee, I should need a sturdier chair.
    Every sunset reminds me of thee, and so does every sunrise, and most of the hours between.
    I sigh so deeply at thy name that the candles flicker.
    If love is a fever, send for the physician, for I am burning and I do not want the cure.
  `),
  'ro-heart.mid': alts(`
    My heart is a lute, and it will not play the song thou hopest for; I am sorry, and it will not learn.
    I am moved that thou wouldst offer me thy heart, and I must give it back, gently, with both hands.
    I have asked the stars for an answer, and they and I agree: it is no, and it is kindly meant.
    No moon and no sonnet will change my heart, and I would not have thee waste either on me.
    I shall always think well of thee, and I shall never think of thee as mine.
    Thou art {compliment} to someone, surely; it is only that my heart does not answer to thy name.
  `),
  'ro-heart.high': alts(`
    Thou wouldst offer me thy heart; I have examined the offer, and I decline it, firmly.
    Write me forty verses, and the answer will be no forty times.
    The stars are not aligned for us; the stars, in fact, have moved to another part of the sky.
    Send roses, and they will go straight to the compost heap, where at least they will do some good.
    My heart is spoken for, by me, and I am keeping it.
    The romance between us exists only in thy imagination, and that is where it shall stay.
  `),
  'body.low': alts(
    '{ro-heart} {devotion} {devotion} Thou art {compliment}.\n{devotion} Thou art {compliment}, and {compliment}. {ro-heart}',
  ),
  'body.mid': alts('{ro-heart} {kind-no} {kind-no}\n{kind-no} {ro-heart} {kind-no}'),
  'body.high': alts('{ro-heart} {rejection} {rejection}\n{rejection} {ro-heart} {rejection}'),
  'signoff.low': alts('Thine, utterly and hopelessly,\nForever thine, and a little longer,'),
  'signoff.mid': alts(
    'With fondness, and a firm no,\nKindly, and finally,\nWith every good wish, though not my heart,',
  ),
  'signoff.high': alts('Not thine, not now, not ever,\nWith fond regards and a firm no,'),
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
    for One of Rare Grace
    Penned in the Finest Ink
    Concerning a Matter of the Heart
  `),
  'co-title-seal.low': alts('Most Warm\nwith Every Courtesy\nMost Sincerely Meant\nwith the Deepest Respect'),
  'co-title-line.low': alts('A Declaration of Esteem, Most Warm\nAn Elegant Declaration'),
  'co-title-head.mid': alts(`
    A Gracious Reply
    A Courteous Refusal
    A Considered Answer
    A Cordial Farewell
    A Graceful No
    A Settled Decision
  `),
  'co-title-tail.mid': alts(`
    to Thy Kind Regard
    Written with Great Respect
    on the Matter of My Heart
    Regarding Our Acquaintance
    with Sincere Thanks
  `),
  'co-title-seal.mid': alts(
    'Most Respectfully Final\nBeyond Reconsideration\nwith Every Good Wish\nKindly Meant',
  ),
  'co-title-line.mid': alts('On the Matter of My Heart, Decided'),
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
    Regarding Thy Hopes
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
    fairest ornament of any ballroom
    most treasured friend
    most gracious of souls
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
    dear and honoured friend
    gracious correspondent
    cherished acquaintance
    most kind of companions
    valued friend
  `),
  'co-sal-how.mid': alts(`
    with the warmest regards and a settled answer
    with gratitude and a courteous no
    with every courtesy, and a clear reply
    with thanks for thy regard
    in all kindness, and in all honesty
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
    I have admired thee for longer than is strictly proper, and I shall not pretend otherwise.
    One does not, as a rule, put such things in writing. One finds that one has made an exception.
    At any banquet in the land, thy company would be the only course worth the journey.
    Shouldst thou permit it, I would be honoured to accompany thee at the next ball, and at several after it.
  `),
  'co-line.mid': alts(`
    I am deeply sensible of the honour thou dost me, and I must decline it, kindly and for good.
    My regard for thee is sincere, and it is the regard of a friend; it will not become anything more.
    I would not be so unkind as to leave the matter in doubt: my answer is no, and it is settled.
    I hope we may always speak kindly when we meet, as friends, and only as friends.
    One does not change one's mind on such matters lightly, and I shall not change mine.
    Please believe that I decline with the greatest respect, and with no wish to give pain.
  `),
  'co-line.high': alts(`
    I am deeply sensible of the honour of thy attentions, and equally sensible that they must cease.
    It is with all the grace I can muster that I decline, and I have been practising the grace in a mirror.
    Whatever thou hast proposed, or meant to propose, is declined, with great manners.
    I must ask thee, most kindly, to direct thy attentions to some other household.
    I wish thee every joy in thy search, which must, I fear, continue elsewhere.
    Thy prospects with me are, in the politest possible terms, nil.
  `),
  'body.low': alts('{co-line} {devotion} Thou art {compliment}.\n{devotion} {co-line} {co-line}'),
  'body.mid': alts('{co-line} {kind-no}\n{kind-no} {co-line} {kind-no}'),
  'body.high': alts('{co-line} {rejection}\n{rejection} {co-line} {rejection}'),
  'signoff.low': alts('Yours, with the most tender esteem,\nEver thy devoted servant,'),
  'signoff.mid': alts(
    'Yours, with every good wish and a settled mind,\nWith sincere regard, and a courteous no,',
  ),
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
    for the Light of My Days
    in Honour of Thine Eyes
    for Thee Alone
  `),
  'lp-title-seal.low': alts('Sung at Dawn\nSet to Music\nRhymed with Longing\nHumbly Offered'),
  'lp-title-line.low': alts('A Sonnet, More or Less, for Thee'),
  'lp-title-head.mid': alts(`
    A Verse
    A Sonnet
    A Ballad
    A Tender Rhyme
    A Kindly Ode
    A Parting Song
  `),
  'lp-title-tail.mid': alts(`
    in Which the Answer Is Gently No
    for a Friend I Must Refuse
    of Thanks and Farewell
    with a Settled Refrain
    Written in Steady Ink
  `),
  'lp-title-seal.mid': alts('Resolved\nSung Once\nSoftly Rhymed\nGentle but Final'),
  'lp-title-line.mid': alts('A Sonnet That Has Decided'),
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
    dear friend in verse
    kind subject of this rhyme
    gentle reader
    sweet soul
    good heart
    thou kindly soul
  `),
  'lp-sal-how.mid': alts(`
    in lines that know their mind
    in gentle metre and a firm refrain
    with thanks, in verse
    in a rhyme that will not change
    as softly as a song can say no
  `),
  'lp-sal-name.high': alts(`
    would-be muse
    persistent rhymer
    hopeful balladeer
    dreamer of duets
    thou unwanted refrain
    author of high hopes
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
    Thy heart is kind, thy hopes are sweet, // but mine and thine will never meet.
    I'm honoured, and I thank thee true; // my answer's no, and kindly too.
    So let me say it soft and plain: // my answer's no, and will remain.
    No moon, no rose, no lute, no rhyme // will change my answer, any time.
    Go gently, friend, and find thine own; // this heart of mine must go alone.
    I hold thee dear, as friends hold friends; // and there, dear heart, the ballad ends.
  `),
  'couplet.high': alts(`
    Thy hopes are high, thy odds are long, // and thou hast read my heart all wrong.
    The answer's no, and no again; // I'll write it once, then snap my pen.
    I'd rather wed a moody goat // than hear thee sing one further note.
    Go woo the moon, go woo the sea, // go woo whoever isn't me.
    My door is shut, my gate is barred; // go try thy luck in someone's yard.
  `),
  'lp-aside.low': alts('My quill has run away with me; it insists upon rhyming.\n{devotion}'),
  'lp-aside.mid': alts(
    'I have put my answer into verse, so that it might fall more softly; it is still a no.\n{kind-no}',
  ),
  'lp-aside.high': alts(
    'I have put my answer into verse, so that it may be remembered, and sung, and understood.\n{rejection}',
  ),
  body: alts('{lp-aside} // {couplet} // {couplet}\n{couplet} // {couplet} // {lp-aside}'),
  'signoff.low': alts('Thine in rhyme and reason,\nThine, in every verse,'),
  'signoff.mid': alts('Kindly, in a final verse,\nIn gentle verse, and in farewell,'),
  'signoff.high': alts('In final verse, farewell,'),
}
