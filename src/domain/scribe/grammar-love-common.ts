/**
 * The love scrolls' shared stock, by mode: .low is love_me (an over-the-top courtly love letter), .mid is
 * love_me_not (wistful, undecided) and .high is harsh_rejection (a grand, comic no). The closing "curse"
 * is a blessing, a bittersweet wish or a parting shot accordingly.
 */
import { alts, type Grammar } from './phrase-grammar'

export const loveCommonGrammar: Grammar = {
  'proclaim.low': alts(`
    I must tell thee why I write, and I shall quote it plainly so that no herald may garble it: “{$grievance}{$stop}” Since then my heart has performed small jigs at inconvenient moments.
    It began thus, and I set it down word for word: “{$grievance}{$stop}” I have not been the same since, nor wished to be.
    The matter of my heart, in my own words: “{$grievance}{$stop}” There. It is written, and the ink is blushing.
  `),
  'proclaim.mid': alts(`
    I have turned the matter over and over, like a coin that will not land: “{$grievance}{$stop}” Heads, I love thee. Tails, I do not. The coin is still spinning.
    Here is how things stand, as near as I can tell: “{$grievance}{$stop}” And I find I know less about my heart than about the price of barley.
    Let me set down the situation plainly, since I cannot set down my feelings so: “{$grievance}{$stop}”
  `),
  'proclaim.high': alts(`
    Regarding the situation, which I quote so there can be no misunderstanding: “{$grievance}{$stop}” My answer is no. It was always no. It shall be carved in stone and set up at the crossroads.
    I have considered the matter: “{$grievance}{$stop}” I have considered it carefully, at length, with a panel of advisers. The answer is no.
    Thou hast made thy feelings known, and the situation is this: “{$grievance}{$stop}” Allow me, then, to make mine known, in writing, under seal, so there is no doubt.
  `),
  'proclaim-vague.low': alts(
    'I need not explain why I write, {$addressee}. Thou knowest, or thou soon shalt.',
  ),
  'proclaim-vague.mid': alts('I hardly know why I write, {$addressee}, except that I could not not write.'),
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
  'curse-intro.low': alts('And so I send thee my blessing, with all my heart.\nReceive, then, my blessing.'),
  'curse-intro.mid': alts('I leave thee with a wish, or two, or three; I could not settle on one.'),
  'curse-intro.high': alts(
    'I leave thee with a parting wish, kindly meant, mostly.\nA parting word, then, sealed in wax.',
  ),
  'curse-block.low': alts('{curse-intro} {blessing|cap}; {blessing}; and {blessing}. {curse-close}'),
  'curse-block.mid': alts('{curse-intro} {wistful|cap}; {wistful}; and {wistful}. {curse-close}'),
  'curse-block.high': alts(
    '{curse-intro} {parting|cap}; {parting}; and, most of all, {parting}. {curse-close}',
  ),
  'curse-close.low': alts(
    'So let it be written, with a pressed flower between the pages.\nThus it is sealed, with a kiss upon the wax.',
  ),
  'curse-close.mid': alts(
    'So let it be written, and perhaps unwritten.\nThe ink is dry; my heart is not decided.',
  ),
  'curse-close.high': alts(
    'So let it be written, and so let it be final.\nThe seal is set, and it will not be broken.',
  ),
  'aside.low': alts(`
    (I have enclosed a pressed flower. If it has turned to dust, blame the post, not my feelings.)
    (Thou mayest answer by carrier pigeon. I have fed the pigeon in advance.)
  `),
  'aside.mid': alts('(Burn this. Or keep it. I cannot decide about that either.)'),
  'aside.high': alts('(Please return my cloak. Thou knowest the one.)\n(No reply is needed. Truly. None.)'),
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
