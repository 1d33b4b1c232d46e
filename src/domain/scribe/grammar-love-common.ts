/**
 * The love scrolls' shared stock, by mode: .low is love_me (an over-the-top courtly love letter), .mid is
 * love_me_not (wistful, undecided) and .high is harsh_rejection (a grand, comic no). The closing "curse"
 * is a blessing, a bittersweet wish or a parting shot accordingly.
 */
import { alts, type Grammar } from './phrase-grammar'

export const loveCommonGrammar: Grammar = {
  'proclaim.low': alts(`
    I must tell thee why I write, and I shall quote it plainly so that no {lc-herald} may garble it: “{$grievance}{$stop}” Since then my heart has performed small {lc-jigs} at inconvenient moments.
    It began thus, and I set it down {lc-word-for-word}: “{$grievance}{$stop}” I have not been the same since, nor wished to be.
    The matter of my heart, {lc-in-my-words}: “{$grievance}{$stop}” There. It is written, and the ink is {lc-blushing}.
  `),
  'lc-herald': alts(`
    herald
    gossip
    pigeon
    minstrel
  `),
  'lc-jigs': alts(`
    jigs
    somersaults
    curtsies
  `),
  'lc-word-for-word': alts(`
    word for word
    exactly as it was
    in my best hand
    as truly as I can
  `),
  'lc-in-my-words': alts(`
    in my own words
    set down plainly
    in my own hand
    as I would say it to thy face
  `),
  'lc-blushing': alts(`
    blushing
    turning pink
    positively glowing
  `),
  'proclaim.mid': alts(`
    I have turned the matter over and over, like a coin that will not land: “{$grievance}{$stop}” Heads, I love thee. Tails, I do not. The coin is still spinning.
    Here is how things stand, as near as I can tell: “{$grievance}{$stop}” And I find I know less about my heart than about the price of {lc-barley}.
    Let me set down the situation plainly, since I cannot set down my feelings so: “{$grievance}{$stop}”
  `),
  'lc-barley': alts('barley\nturnips\nwool'),
  'proclaim.high': alts(`
    Regarding the situation, which I quote so there can be no misunderstanding: “{$grievance}{$stop}” My answer is no. It was always no. It shall be carved in stone and set up at the {lc-crossroads}.
    I have considered the matter: “{$grievance}{$stop}” I have considered it carefully, at length, with {lc-advisers}. The answer is no.
    Thou hast made thy feelings known, and the situation is this: “{$grievance}{$stop}” Allow me, then, to make mine known, in writing, under seal, so there is no doubt.
  `),
  'lc-crossroads': alts('crossroads\nmarket cross\nvillage green'),
  'lc-advisers': alts('a panel of advisers\nmy aunts\nthree wise women and a goat'),
  'proclaim-vague.low': alts(
    'I need not explain why I write, {$addressee}. Thou knowest, or thou soon shalt.',
  ),
  'proclaim-vague.mid': alts(
    'I hardly know why I write, {$addressee}, except that I could not keep from writing.',
  ),
  'proclaim-vague.high': alts(
    'Thou knowest why I write, {$addressee}, and thou knowest what I am about to say.',
  ),
  'grievance-more': alts(`
    There is more, but a heart can only say so much in one breath.
    The rest I shall tell thee in person, if my courage holds.
    I could go on; I have gone on, in several drafts, and spared thee all of them.
  `),
  devotion: alts(`
    Thine eyes outshine every candle in the cathedral, and I have counted the candles.
    When thou enterest a room, even the tapestries sit up straighter.
    I would cross seven rivers for thee, and I cannot swim, and I would do it anyway.
    Thy laughter is sweeter than honey-mead, and leaves no headache in the morning.
    I have written thy name in the margin of every book I own, and the librarian has asked me to stop.
    The minstrels have run out of rhymes for thy virtues and have begun inventing words.
    If thou wert a castle I would lay siege to thee politely, and bring biscuits.
    Were I a knight I would wear thy favour on my lance; as I am not, I wear it on my hat, and people stare.
    My heart thuds like a tourney drum whenever thou passest.
    Every dragon in the realm could not keep me from thy side, though I would rather not test this.
    The stars themselves lean in to listen when thou speakest.
    I think of thee at matins, at vespers, and at most of the meals in between.
  `),
  compliment: alts(`
    the brightest star in a sky full of rather dim ones
    the honey in my porridge
    the sun that rises over my small turnip field
    a feast after a long Lent
    a warm hearth on a cold night
    the one fine page in a dull chronicle
    a song I cannot stop humming
    the treasure at the end of every map
    the fairest flower in the whole of the abbey garden
    a summer's day, but with fewer wasps
  `),
  doubt: alts(`
    On Mondays I am certain I love thee; on Tuesdays I am certain I do not; Wednesdays are a blur.
    I plucked the petals of a daisy and it said 'love me not', so I plucked another, and it said the same, and now there are no daisies left in the meadow.
    My heart says yes; my head says no; my stomach says we should talk it over with pie.
    Thou art a riddle I cannot solve, and I am not sure I want the answer.
    I would write thee a sonnet, but I cannot decide whether it should be a tender one or a stern one.
    There is something about thee, and I cannot tell whether it is charm or merely the way thou holdest thy spoon.
    I miss thee when thou art away, and I wonder why when thou art near.
    The astrologer said our stars were aligned; then she squinted, and said 'partially'.
    I have asked my friends, my mother and a passing friar. They are divided, and the friar is undecided.
    Perhaps we are two ships passing in the night. Perhaps one of us is a rowing boat.
  `),
  rejection: alts(`
    I would rather marry a damp haystack, and I have met the haystack, and it has its flaws.
    My heart is not thine to win; it is not even for sale; it is locked in a tower guarded by a very large goose.
    I have consulted my heart, my head and my horse, and all three said no, and the horse said it twice.
    Wert thou the last soul in the kingdom, I would take up conversation with the sheep.
    My answer is no in Latin, no in French, and no in the ancient tongue of the druids, which is mostly grunting.
    I wish thee every happiness, at a great distance, perhaps across a sea.
    Thy love letters were received and used to light the kitchen fire, which burned beautifully, so they were not wasted.
    Thou art a lovely person, to someone, somewhere, very far from here.
    Courtship is a dance, and thou hast trodden on every one of my feet, including some I did not know I had.
    I have built a wall around my heart, and hired a man to stand on the wall and shake his head.
    Thy serenade beneath my window woke the whole street, and the street has voted no as well.
    Thou art not my type. My type is, broadly speaking, anyone else.
  `),
  memory: alts(`
    I remember the day thou didst help the miller's boy chase his runaway pig through the whole market.
    I remember the harvest fair, when thou didst laugh so hard at the puppet show that cider came out of thy nose.
    I remember when thou didst share thy last roasted chestnut with me, and pretended thou wert full.
    I remember thee dancing at the May fair, badly, gloriously, with both left feet.
    I remember the rainy afternoon thou didst read aloud to me and do all the voices, even the dragon.
  `),
  'interlude.low': alts('{memory} {devotion} {memory}\n{devotion} {memory} Thou art {compliment}.'),
  'interlude.mid': alts('{memory} And yet. {doubt} {doubt}\n{doubt} {memory} {doubt}'),
  'interlude.high': alts(
    'Let me list, for the record, my reasons. {rejection} {rejection} {rejection}\n{rejection} And furthermore: {rejection} {rejection}',
  ),
  blessing: alts(`
    may thy candle never gutter and thy bread never burn
    may every road thou walkest be dry and downhill
    may thy cup be ever full of the good mead, not the cheap stuff
    may songbirds wake thee gently, and only after thou hast slept enough
    may thy hearth be warm and thy boots be dry
    may the geese of the realm bow as thou passest
    may thy every pie come out of the oven golden
    may the sun find thee on every feast day
    may every bard who sings of thee sing in tune
    may I be there to see all of it
  `),
  wistful: alts(`
    may thy socks be ever warm, and may they remind thee of me
    may what thou seekest find thee, and may it be me, or possibly not, I shall let thee know
    may we meet again at the harvest fair, and may I know by then what to say
    may thy heart be clearer than mine
    may thy days be sunny, with a small chance of me
    may thy heart miss me a little, but not so much that it is awkward
    may the daisy in thy garden give thee a straighter answer than mine gave me
  `),
  parting: alts(`
    may thy next suitor hum while chewing
    may someone who truly deserves thee find thee, and may that be a lesson to them
    may thy love letters all be returned, corrected for spelling
    may thy next serenade reach the right window, and may it not be mine
    may thy heart heal swiftly and look elsewhere
    may every carrier pigeon thou sendest my way lose its sense of direction
    may the geese escort thee gently but firmly from my door
    may thy next love be as ardent as thou art, and much further away
  `),
  // the lines around the closing wishes, built from parts, so no one line closes most love letters
  'curse-intro.low': alts(`
    And so I send thee my blessing, {lc-with-heart}.
    {lc-receive}, then, my blessing{lc-blessing-tail}
    Here, then, are my wishes for thee, {lc-wishes-how}.
    I close with a blessing, {lc-close-why}.
  `),
  'lc-with-heart': alts(`
    with all my heart
    wrapped in ribbon
    by the fastest pigeon
    with a small bow
    sealed with a blush
  `),
  'lc-receive': alts(`
    Receive
    Take
    Accept
  `),
  'lc-blessing-tail': alts(`
    .
    , and all the luck I can spare.
    , warm from the heart.
    , such as it is.
  `),
  'lc-wishes-how': alts(`
    every one of them sincere
    written in my best hand
    counted out like pearls
    and not one of them in jest
  `),
  'lc-close-why': alts(`
    because thou deservest one
    and I mean every word of it
    as a knight closes with a bow
    since a kiss will not fit in a letter
  `),
  'curse-intro.mid': alts(`
    I leave thee with a wish, or two, or three; I could not {lc-settle}.
    {lc-some-wishes}, then, {lc-undecided}.
    Let me leave thee {lc-a-wish-or-two}, {lc-wavering}.
  `),
  'lc-settle': alts(`
    settle on one
    choose between them
    make up my mind
  `),
  'lc-some-wishes': alts(`
    Some wishes
    A few wishes
    Wishes
  `),
  'lc-undecided': alts(`
    for a decision is beyond me
    since I cannot manage a decision
    undecided as ever
  `),
  'lc-a-wish-or-two': alts(`
    a wish or two
    some wishes
    a handful of wishes
  `),
  'lc-wavering': alts(`
    as wavering as the rest of this letter
    each one in two minds
    for what they are worth
  `),
  'curse-intro.high': alts(`
    I leave thee with a parting {lc-wish}, {lc-kindly-meant}.
    A parting {lc-wish}, then, {lc-sealed-in-wax}.
  `),
  'lc-wish': alts(`
    wish
    word
    thought
  `),
  'lc-kindly-meant': alts(`
    kindly meant, mostly
    meant kindly, on the whole
    with no hard feelings, or only a few
  `),
  'lc-sealed-in-wax': alts(`
    sealed in wax
    and after it the door
    and after it, goodbye
  `),
  'curse-block.low': alts('{curse-intro} {blessing|cap}; {blessing}; and {blessing}. {curse-close}'),
  'curse-block.mid': alts('{curse-intro} {wistful|cap}; {wistful}; and {wistful}. {curse-close}'),
  'curse-block.high': alts(
    '{curse-intro} {parting|cap}; {parting}; and, most of all, {parting}. {curse-close}',
  ),
  'curse-close.low': alts(`
    {lc-so-written}, with {lc-keepsake}.
  `),
  'lc-so-written': alts(`
    So let it be written
    Thus it is written
    So it is sealed
    Thus it is sent
    So I send it
  `),
  'lc-keepsake': alts(`
    a pressed flower between the pages
    a kiss upon the wax
    a ribbon round the scroll
    my heart in the margin
    a sprig of lavender for luck
    a lock of my hair, tied with thread
    a smudge where I sighed on it
    the last of my good ink
    a little drop of rosewater
    my best wishes folded into every corner
  `),
  'curse-close.mid': alts(`
    {lc-so-written-mid}, and perhaps {lc-unwritten}.
    The {lc-ink-dry}; my heart is {lc-undecided-heart}.
  `),
  'lc-so-written-mid': alts(`
    So let it be written
    Thus it is written
    So it is sent
    So it is sealed
  `),
  'lc-unwritten': alts(`
    unwritten
    rewritten by Thursday
    taken back by morning
    crossed out by supper
    sent again tomorrow
    wished unsaid by noon
  `),
  'lc-ink-dry': alts(`
    ink is dry
    wax is set
    letter is folded
    seal is pressed
    pigeon is waiting
  `),
  'lc-undecided-heart': alts(`
    not decided
    still in two minds
    still arguing with itself
    still counting petals
    no nearer an answer
  `),
  'curse-close.high': alts(`
    {lc-so-written-mid}, and so let it be {lc-final}.
    The {lc-seal-set}, and it will not be {lc-broken}.
  `),
  'lc-final': alts(`
    final
    the end
    the last word
    done
    over
    goodbye
  `),
  'lc-seal-set': alts(`
    seal is set
    wax is hard
    door is shut
    gate is barred
    matter is closed
  `),
  'lc-broken': alts(`
    broken
    reopened
    argued with
    undone
  `),
  'aside.low': alts(`
    (I have enclosed a pressed {lc-flower}. If it has turned to dust, blame {lc-the-post}, not my feelings.)
    (Thou mayest answer by {lc-answer-by}. {lc-waiting})
    (I have read this over {lc-times}, and blushed {lc-blushed}.)
    (Do not show this to thy {lc-show}. Or do; {lc-past-caring}.)
  `),
  'lc-flower': alts(`
    flower
    rose
    violet
    daisy
    sprig of heather
  `),
  'lc-the-post': alts(`
    the post
    the pigeon
    the weather
    the long road
  `),
  'lc-answer-by': alts(`
    carrier pigeon
    return of post
    any passing goose
    the miller's boy
  `),
  'lc-waiting': alts(`
    I shall be waiting by the window.
    I have already fed the messenger.
    The messenger has been paid in advance, in biscuits.
    I shall not sleep until then.
  `),
  'lc-times': alts(`
    three times
    twice
    a dozen times
  `),
  'lc-blushed': alts(`
    every time
    at the same line each time
    from the first word
  `),
  'lc-show': alts(`
    mother
    brother
    friends
    horse
  `),
  'lc-past-caring': alts(`
    I am past caring
    I am rather proud of it
    I have nothing to hide
    let the whole town know
    I would say it to their faces
    I have told the cat already
  `),
  'aside.mid': alts(`
    (Burn this. Or keep it. {lc-decide-either}.)
    (I have written this letter {lc-four-times}; this is the {lc-least-certain} of them.)
    (The crossings-out are {lc-crossings}.)
    (I nearly did not send this; {lc-nearly}.)
    (If thou readest this aloud, {lc-read-aloud}.)
  `),
  'lc-read-aloud': alts(`
    read it slowly
    skip the middle
    mind the crossings-out
    do it somewhere private
    leave out the part about the daisy
    do not do the voices
  `),
  'lc-decide-either': alts(`
    I cannot decide about that either
    I have not decided that either
    That too is undecided
    I shall let thee know about that too
    I am of two minds about that as well
    Ask me again on Thursday
  `),
  'lc-four-times': alts(`
    four times
    five times
    twice
    a dozen times
  `),
  'lc-least-certain': alts(`
    least certain
    most honest
    shortest
    kindest
    least crossed-out
  `),
  'lc-crossings': alts(`
    part of the letter
    where my heart changed its mind
    not to be read, though thou wilt
    where I was honest
    the best bits
  `),
  'lc-nearly': alts(`
    the pigeon decided for me
    my sister sent it while I dithered
    I changed my mind twice on the stairs
    the wax was already warm
    it seemed a waste of good ink
  `),
  'aside.high': alts(`
    (Please return my {lc-cloak}. {lc-return-how}.)
    ({lc-no-reply}. Truly. None.)
    (The {lc-messenger} has been told not to wait for an answer.)
    (Keep the {lc-keepsake-back}; I have no use for it now.)
  `),
  'lc-cloak': alts(`
    cloak
    lute
    good ladle
    second-best hat
    book of hours
    green scarf
  `),
  'lc-return-how': alts(`
    Thou knowest the one
    Leave it with the porter
    Leave it on the step
    The porter will collect it
  `),
  'lc-no-reply': alts(`
    No reply is needed
    No answer is wanted
    Do not write back
    Send no reply
    No answer is expected
    Reply not at all
  `),
  'lc-messenger': alts(`
    pigeon
    messenger
    porter
    miller's boy
    carrier
  `),
  'lc-keepsake-back': alts(`
    ribbon
    brooch
    poem
    pressed flower
    silver spoon
  `),
  'love-proverb': alts(`
    Love is like porridge: it warms the heart, and it goes lumpy if thou leavest it.
    Never marry for money, child; marry for someone who can mend a roof.
    The heart wants what it wants, and the head pays for it.
    A kind word is worth more than a golden ring, though a ring is also nice.
  `),
  wisdom: alts('{ancestor|cap} used to say: “{love-proverb}” I think of it now, and I think of thee.'),
  'wisdom-context': alts('I have been told this of thy family: “{$context}{$context-stop}” {love-proverb}'),
  anon: alts(`
    A Secret Admirer
    One Who Dares Not Sign
    Thine Anonymous Suitor
    A Heart That Shall Remain Nameless
    A Masked Stranger from the Ball
  `),
  seal: alts(`
    Sealed by the Scriptorium of Fury, in its Chamber of Tender Matters
    Sealed by the Scriptorium of Fury, with a pressed flower and a steady hand
    Sealed by the Scriptorium of Fury, Keepers of Hearts and Other Fragile Things
  `),
}
