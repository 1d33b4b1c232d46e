/**
 * The love scrolls' shared stock, by mode: .low is love_me (a warm, sincere, over-the-top courtly love
 * letter), .mid is love_me_not (a kind, grateful and final no) and .high is harsh_rejection (a grand,
 * comic, unmistakable no). The closing "curse" is a blessing, a kind farewell or a parting shot
 * accordingly.
 *
 * Nothing here tells of a thing the customer did not tell: no enclosed flower, no borrowed cloak, no
 * shared afternoon, no messenger already paid. The story's own specifics come from `grammar-story-love.ts`;
 * everything else is a feeling, a wish, a figure of speech or a plain hypothetical.
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
    rumour
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
    I have thought carefully about all of it, and I owe thee a clear answer: “{$grievance}{$stop}” {lc-mid-answer}
    Let me set the matter down plainly, so that nothing is left in doubt between us: “{$grievance}{$stop}” {lc-mid-answer}
    Here is how things stand, as kindly as I can put it: “{$grievance}{$stop}” {lc-mid-answer}
  `),
  'lc-mid-answer': alts(`
    I am honoured, truly, and my answer is no.
    I thank thee with all my heart, and I must decline.
    Thou hast been kind, so I shall be honest in return: my answer is no, and it will not change.
    I am grateful, and I am certain, and the answer is no.
    It is kindly meant, I know, and I must say no, once and for all.
  `),
  'proclaim.high': alts(`
    Regarding the situation, which I quote so there can be no misunderstanding: “{$grievance}{$stop}” My answer is no. It was always no. It shall be carved in stone and set up at the {lc-crossroads}.
    I have considered the matter: “{$grievance}{$stop}” I have considered it for {lc-considered}. The answer is no.
    Allow me to make my feelings known, in writing and under seal, so there is no doubt: “{$grievance}{$stop}” The answer is no, and it is not open to discussion.
  `),
  'lc-crossroads': alts('crossroads\nmarket cross\nvillage green'),
  'lc-considered': alts(
    'rather longer than it deserved\nexactly as long as it deserved\nabout as long as it takes to say no',
  ),
  'proclaim-vague.low': alts(
    'I need not explain why I write, {$addressee}. Thou knowest, or thou soon shalt.',
  ),
  'proclaim-vague.mid': alts(
    'I write, {$addressee}, because thou deservest a clear and kind answer, and this letter is it.',
  ),
  'proclaim-vague.high': alts(
    'Thou knowest why I write, {$addressee}, and thou knowest what I am about to say.',
  ),
  'grievance-more.low': alts(`
    There is more, but a heart can only say so much in one breath.
    The rest I would rather tell thee in person, if my courage holds.
    I could go on, and gladly, but the rest is better said face to face.
  `),
  'grievance-more.mid': alts(`
    There is more, but none of it changes my answer.
    I need not set down the rest; it would not change what I must say.
    The rest I leave unsaid, kindly, for it changes nothing.
  `),
  'grievance-more.high': alts(`
    There is more. None of it helps thy case.
    The rest is on file, and the file is closed.
    I could go on. I shall spare us both.
  `),
  devotion: alts(`
    Thine eyes outshine every candle in the cathedral, and there are a great many candles.
    When thou enterest a room, even the tapestries sit up straighter.
    I would cross seven rivers for thee, and an eighth if thou didst ask.
    Thy laughter is sweeter than honey-mead, and leaves no headache in the morning.
    Were I to write thy name each time I thought of it, there would be no margin left in any book in the kingdom.
    The minstrels would run out of rhymes for thy virtues and have to invent new words.
    If thou wert a castle I would lay siege to thee politely, and bring biscuits.
    Were I a knight I would wear thy favour on my lance, and ride a little taller for it.
    My heart thuds like a tourney drum at the very thought of thee.
    Every dragon in the realm could not keep me from thy side, though I would rather not test this.
    The stars themselves would lean in to listen when thou speakest.
    I think of thee at matins, at vespers, and at most of the hours in between.
    Of all the words in this letter, these are the ones I mean most: I love thee.
    My heart has made up its mind about thee, and it will not be talked out of it.
    I would rather spend an ordinary day with thee than a feast day with anyone else.
  `),
  compliment: alts(`
    the brightest star in a sky full of rather dim ones
    the honey in my porridge
    the sun that rises over every field I know
    a feast after a long Lent
    a warm hearth on a cold night
    the one fine page in a dull chronicle
    a song I cannot stop humming
    the treasure at the end of every map
    the fairest flower in the whole of the abbey garden
    a summer's day, but with fewer wasps
  `),
  // love_me_not: warm in tone, grateful, and unmistakably final
  'kind-no': alts(`
    Thou art a good soul, and thou deservest someone whose heart leaps at thy name; mine, I am sorry to say, does not.
    I have thought about this with all the care it deserves, and my answer is no. It will still be no in the spring.
    It would be unkind to leave thee hoping, so I shall be clear: my heart does not go that way, and it will not.
    I wish thee well with all my heart, and I will not change my mind.
    Please do not wait for me to change my mind; I would not have thee waste a single season on it.
    Thou hast done nothing wrong. My heart simply does not answer to thy name, and I cannot make it.
    I would rather give thee a clear no today than a muddled maybe for a year.
    I hold thee in real esteem, and that is exactly why I will not pretend to more.
    The kindest thing I can give thee is a plain answer, and the answer is no.
    I am honoured, truly honoured, and my answer is no.
    Do not think me cold. I have thought of thee kindly all the while I wrote this, and the answer is still no.
    I am grateful for every kind thought thou hast spared me, and I must give thee my honest answer: no.
    There is no maybe hidden in this letter, however closely thou readest it.
    Let us be friends, if thou wouldst like that, and nothing more; that is my answer, and it is settled.
    I say this gently, and I say it once: I do not love thee, and I shall not.
    My answer comes with gratitude, with good wishes and without any doubt: no.
  `),
  rejection: alts(`
    I would rather marry a damp haystack, and I have met the haystack, and it has its flaws.
    My heart is not thine to win; it is not even for sale; it is locked in a tower guarded by a very large goose.
    I have consulted my heart, my head and my stomach, and all three said no, and the stomach said it twice.
    Wert thou the last soul in the kingdom, I would take up conversation with the sheep.
    My answer is no in Latin, no in French, and no in the ancient tongue of the druids, which is mostly grunting.
    I wish thee every happiness, at a great distance, perhaps across a sea.
    Shouldst thou write to me again, thy letter will light the kitchen fire, and burn beautifully, so it will not be wasted.
    Thou art a lovely person, to someone, somewhere, very far from here.
    If courtship is a dance, the music has stopped, the candles are out and I have gone home.
    I have built a wall around my heart, and hired a man to stand on the wall and shake his head.
    Serenade me beneath my window and the whole street will wake up and vote no with me.
    Thou art not my type. My type is, broadly speaking, anyone else.
    Thy chances are not slim; they are buried, and the grave is unmarked.
    This is not a door left ajar. It is a wall, and the wall has no door.
    Do not mistake my courtesy for hesitation. There is no hesitation. There is only no.
  `),
  'interlude.low': alts(
    '{devotion} {devotion} Thou art {compliment}.\n{devotion} Thou art {compliment}. {devotion}',
  ),
  'interlude.mid': alts('{kind-no} {kind-no}\n{kind-no} Thou art {compliment}, to someone. {kind-no}'),
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
  farewell: alts(`
    may thy heart find its home, and may it be a happy one
    may the one who is right for thee find thee soon
    may thy days be bright and thy friends be many
    may thy heart mend quickly, if it needs mending at all
    may thy road be easy, and lead somewhere kinder than my door
    mayst thou be loved as warmly as thou deservest, by someone who can say yes
    may we pass each other kindly, as friends do
    may thy hearth be warm and thy company kind
    may this be the hardest letter thou readest all year
    may every door thou knockest on from now open gladly
  `),
  parting: alts(`
    may thy next suitor hum while chewing
    may someone who truly deserves thee find thee, and may that be a lesson to them
    may thy love letters all be returned, corrected for spelling
    may thy next serenade reach the right window, and may it not be mine
    may thy heart heal swiftly and look elsewhere
    may every letter thou sendest my way lose its sense of direction
    may the geese escort thee gently but firmly from my door
    may thy next love be as ardent as thou art, and much further away
    may thy boots squeak at every solemn moment
    may thy hopes of me fade faster than cheap dye
  `),
  // the lines around the closing wishes, built from parts, so no one line closes most love letters
  'curse-intro.low': alts(`
    And so I send thee my blessing, {lc-with-heart}.
    {lc-receive}, then, my blessing{lc-blessing-tail}
    Here, then, are my blessings for thee, {lc-wishes-how}.
    I close with a blessing, {lc-close-why}.
  `),
  'lc-with-heart': alts(`
    with all my heart
    from the bottom of my heart
    with nothing held back
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
    I leave thee with {lc-good-wishes}, {lc-mid-meant}.
    {lc-receive}, then, {lc-good-wishes}, {lc-mid-meant}.
    Let me close with {lc-good-wishes}, {lc-mid-meant}.
  `),
  'lc-good-wishes': alts(`
    my good wishes
    my kindest wishes
    every good wish I have
    my sincere good wishes
  `),
  'lc-mid-meant': alts(`
    meant warmly, and meant as goodbye
    with no hard feelings and no change of heart
    and every one of them true
    given freely, and given once
    as a friend, and only as a friend
  `),
  'curse-intro.high': alts(`
    I leave thee with a parting {lc-wish}, {lc-parting-how}.
    A parting {lc-wish}, then, {lc-sealed-in-wax}.
  `),
  'lc-wish': alts(`
    wish
    word
    thought
  `),
  'lc-parting-how': alts(`
    meant exactly as it sounds
    and not a warm one
    sharpened for the occasion
    with no hard feelings, or only a few
  `),
  'lc-sealed-in-wax': alts(`
    sealed in wax
    and after it the door
    and after it, goodbye
  `),
  'curse-block.low': alts('{curse-intro} {blessing|cap}; {blessing}; and {blessing}. {curse-close}'),
  'curse-block.mid': alts('{curse-intro} {farewell|cap}; {farewell}; and {farewell}. {curse-close}'),
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
  // what goes with the letter is only ever the writer's heart, in a figure of speech
  'lc-keepsake': alts(`
    my heart in the margin
    my best wishes folded into every corner
    all my love in every line
    every word of it meant
    my whole heart behind the ink
    more love than the page can hold
    a hope in every fold
    nothing held back
    a little of my heart in every letter of it
    thy name in my best hand
  `),
  'curse-close.mid': alts(`
    {lc-so-written-mid}, and {lc-mid-final}.
    The {lc-ink-dry}, {lc-mid-settled}.
  `),
  'lc-so-written-mid': alts(`
    So let it be written
    Thus it is written
    So it is sent
    So it is sealed
  `),
  'lc-mid-final': alts(`
    I will not take it back
    it will not be unwritten
    my answer stands
    my answer will not change
    it is my last word on the matter
    I wish thee well
    it comes with my good wishes
    it is kindly meant, and meant for good
  `),
  'lc-ink-dry': alts(`
    ink is dry
    wax is set
    letter is folded
    seal is pressed
    page is full
  `),
  'lc-mid-settled': alts(`
    and my answer with it
    and my answer is settled
    and my mind is made up
    and my answer is kind, and final
    and I wish thee well
    and nothing in it will change
    and with it my last word on the matter
    and I mean every word of it
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
    (Thou mayest answer {lc-answer-how}. {lc-waiting})
    (Do not show this to {lc-show}. Or do; {lc-past-caring}.)
    (Every word of this is true, {lc-true-how}.)
  `),
  'lc-answer-how': alts(`
    in any way thou likest
    in a word or in a letter
    in person, if thou wouldst rather
    whenever thou art ready
    with a single line
  `),
  'lc-waiting': alts(`
    I shall be glad of any answer.
    I shall not sleep much until then.
    I shall read it more times than I will admit.
    There is no hurry; my heart is patient.
    Whatever it says, thank thee for reading this.
  `),
  'lc-show': alts(`
    thy friends
    the whole town
    anyone who would laugh
    a living soul
  `),
  'lc-past-caring': alts(`
    I am past caring
    I am rather proud of it
    I have nothing to hide
    let the whole town know
    I would say it to their faces
    I mean every word
    it is all true
  `),
  'lc-true-how': alts(`
    even the ones that blush
    the small ones most of all
    and I would say it all again
    and I would sign each one twice
    every one of them
    the plain ones and the silly ones alike
    from the first line to the last
  `),
  'aside.mid': alts(`
    (Please do not think this was {lc-easy}; {lc-easy-but}.)
    (I mean this kindly, {lc-kindly-and}.)
    (If thou readest this {lc-read-when}, {lc-read-then}.)
    (Keep this letter or burn it, {lc-keep-or-burn}.)
    (I wish thee well, {lc-wish-well}.)
    (No reply is needed, {lc-reply-mid}.)
  `),
  'lc-easy': alts(`
    easy to write
    written lightly
    an easy letter
  `),
  'lc-easy-but': alts(`
    it was not, and my answer is still no
    it was hard, and it is still my answer
    I thought of thee kindly all the way through
    I only wished it to be clear
  `),
  'lc-kindly-and': alts(`
    with my whole heart
    every word
    and for good
    and plainly
    and finally
    and I will not change my mind
  `),
  'lc-read-when': alts(`
    twice
    again tomorrow
    in a year
    aloud
  `),
  'lc-read-then': alts(`
    it will say the same
    the answer will not have moved
    it will still be kind, and still be no
  `),
  'lc-keep-or-burn': alts(`
    as thou likest; the answer is the same either way
    whichever is kinder to thee
    but do not read a maybe into it
    but take it as my last word
  `),
  'lc-reply-mid': alts(`
    though a kind word would always be welcome
    and none will change my answer
    unless thou wouldst like to part as friends
    for I have said all there is to say
  `),
  'lc-wish-well': alts(`
    truly
    with all my heart
    and I will not change my mind
    from a kind distance
    always
  `),
  'aside.high': alts(`
    ({lc-no-reply}. Truly. None.)
    (Any {lc-reply-thing} will be {lc-reply-fate}.)
    (Do not {lc-do-not}. {lc-do-not-tail})
  `),
  'lc-no-reply': alts(`
    No reply is needed
    No answer is wanted
    Do not write back
    Send no reply
    No answer is expected
    Reply not at all
  `),
  'lc-reply-thing': alts(`
    reply
    answer
    letter
    poem
    serenade
    apology
  `),
  'lc-reply-fate': alts(`
    returned unopened
    used to light the fire
    filed under no
    read by no one
    fed to a goat
  `),
  'lc-do-not': alts(`
    write back
    wait at my door
    send flowers
    ask again
    ask my friends about me
  `),
  'lc-do-not-tail': alts(`
    The answer is no.
    It will not help.
    I mean it.
    This is the last word.
  `),
  'love-proverb': alts(`
    Love is like porridge: it warms the heart, and it goes lumpy if thou leavest it.
    Never marry for money, child; marry for someone who can mend a roof.
    The heart wants what it wants, and the head pays for it.
    A kind word is worth more than a golden ring, though a ring is also nice.
  `),
  'wisdom.low': alts('{ancestor|cap} used to say: “{love-proverb}” I think of it now, and I think of thee.'),
  'wisdom.mid': alts(
    '{ancestor|cap} used to say: “{love-proverb}” I think of it now, and I know my answer is the right one.',
  ),
  'wisdom.high': alts('{ancestor|cap} used to say: “{love-proverb}” I think of it now, and I think: no.'),
  'wisdom-context': alts('I have been told this of thy family: “{$context}{$context-stop}” {love-proverb}'),
  'anon.low': alts(`
    A Secret Admirer
    One Who Dares Not Sign
    Thine Anonymous Suitor
    A Heart That Shall Remain Nameless
    A Masked Stranger
  `),
  'anon.mid': alts(`
    One Who Wishes Thee Well
    A Friend Who Must Say No
    A Kind Heart, Unsigned
    One Whose Answer Is No
  `),
  'anon.high': alts(`
    One Who Is Not Interested
    The Party Declining
    A Closed Door
    Nobody Thou Needst Write To
  `),
  seal: alts(`
    Sealed by the Scriptorium of Fury, in its Chamber of Tender Matters
    Sealed by the Scriptorium of Fury, with care and a steady hand
    Sealed by the Scriptorium of Fury, Keepers of Hearts and Other Fragile Things
  `),
}
