/**
 * The love scrolls' story lines: the customer's own memories (the deed, the thing, the time, the place,
 * the count) turned warm at .low (love_me), kindly set down at .mid (love_me_not) and shut out at .high
 * (harsh_rejection), with the request, the ties back to the story and the callback in the closing
 * blessing or parting shot. Nothing here remembers what the customer did not tell.
 *
 * The story's values are bound as `{$s-...}` (see `grammar-story.ts`).
 */
import { alts, type Grammar } from './phrase-grammar'

export const loveStoryGrammar: Grammar = {
  // love_me (.low) remembers what the customer told and turns it warm; love_me_not (.mid) thanks and says a
  // kind, final no; harsh_rejection (.high) says no and shuts the door. Every memory is the customer's own.
  'charge.low': alts(`
    {memory-lead} thou {$s-deed}. {love-turn}
    {memory-lead} thou {$s-deed}, and I have not stopped thinking of it since. {love-turn}
  `),
  'charge.mid': alts(`
    {ls-weighed}, {$addressee}: thou {$s-deed}. {reject-turn}
    {ls-plainly}: thou {$s-deed}. {reject-turn}
  `),
  'ls-weighed': alts(`
    I have read and weighed it all
    I have thought it over, long and kindly
    I have turned it over more than once
    I have considered it by candlelight
  `),
  'ls-plainly': alts(`
    Let me set it down plainly, so there is no confusion
    Let me say it gently, but clearly
    Let me put it in writing, so it is fair to us both
    Let me tell it as I understand it
  `),
  'charge.high': alts(`
    {ls-facts} thou {$s-deed}. {reject-turn}
  `),
  'ls-facts': alts(`
    Let us review the facts:
    Let us review the facts, briefly:
    The record shows that
    The record shows, beyond dispute, that
    For the avoidance of doubt:
    Let it be noted that
    The facts are simple:
    It is a matter of record that
  `),
  'charge-plaint.low': alts(`
    {plaint-lead} {$s-plaint}. {love-turn}
  `),
  'charge-plaint.mid': alts(`
    {plaint-lead} {$s-plaint}. {reject-turn}
  `),
  'charge-plaint.high': alts(`
    {plaint-lead} {$s-plaint}. {reject-turn}
  `),
  'plaint-lead': alts(`
    This is how I remember it:
    Let me tell it as it happened:
    I have set it down so I would not forget:
    The tale, as the scribes were told it:
    Here is the matter, plainly:
    I shall tell it simply, as it was:
    It went like this, as near as I can say:
    The scribes asked me to begin at the beginning:
    So that thou knowest I have not forgotten:
    Here it is, in my own words:
  `),
  'memory-lead': alts(`
    I remember, {$addressee}, how
    Of all the things I keep, the one I keep closest is that
    Thou mayst not know it, but I noticed when
    It began, I think, the day
    The scribes asked me where to begin, and I told them: begin with how
    I could fill a book with thee, but I shall start with how
    Every day I think of how
    There is a thing I have long wanted to say, and it is that I treasure how
    I have tried to be sensible about it, but I keep returning to how
    It is a small thing to the world, but not to me, that
  `),
  'love-turn': alts(`
    I have kept it close ever since, where thou couldst not see me blush.
    It is a small thing, and it is {lt-everything}.
    I did not know a heart could be won so {lt-quietly}.
    I smile about it still, {lt-unhelpful}.
    That was {lt-when} I knew.
    I thought thou shouldst hear it from me, and in my {lt-best-hand}.
    I have told nobody but the moon, and the moon {lt-moon}.
    My heart has not sat still since, {lt-since}.
    It was then, I think, that {lt-then}.
    I have not been {lt-sensible} since.
  `),
  'lt-moon': alts('kept it to itself\nonly smiled\nseemed to approve'),
  'lt-then': alts('I knew\nmy heart made up its mind\nI stopped pretending otherwise'),
  'lt-sensible': alts('entirely sensible\nthe same\nmuch use to anyone'),
  'lt-when': alts('when\nthe moment\nthe day'),
  'lt-everything': alts(`
    everything
    everything to me
    the whole world, more or less
  `),
  'lt-quietly': alts(`
    quietly
    easily
    gently
    by so small a thing
  `),
  'lt-unhelpful': alts(`
    at unhelpful moments
    when I should be working
    when nobody is looking
    at the oddest hours
  `),
  'lt-best-hand': alts(`
    best hand
    finest ink
    own words
  `),
  'lt-since': alts(`
    and I have stopped asking it to
    not for a single day
    not even in my sleep
  `),
  // a love letter's charge at levels 1-2 turns warm; the rejection's turns are for 3 and above
  'reject-turn.low': alts('{love-turn}'),
  'reject-turn.mid': alts(`
    It was kindly meant, I am sure, and I am {rt-grateful}, but my answer is no, and it will stay no.
    I have thought about it {rt-care}, and the answer is still no.
    I wish thee well, truly, from a {rt-distance}, and I will not change my mind.
    Thou hast done nothing wrong; thou art simply not the one for me, and that will not change.
    It was sweetly done, and I {rt-sweetly}, but no.
    I am honoured, and I am {rt-grateful}, and my answer is no.
  `),
  'rt-care': alts('with all the care it deserves\nkindly, and at length\nhonestly, and more than once'),
  'rt-grateful': alts('grateful\ntouched\nflattered'),
  'rt-distance': alts(`
    comfortable distance
    respectful distance
    friendly distance
  `),
  'rt-sweetly': alts(`
    thank thee for it
    shall remember it kindly
    am touched
  `),
  'reject-turn.high': alts(`
    The answer is no. It was no before, it is no now, and it will be no when {rt-mountains}.
    No, not now, not later, not in any season, not under any moon.
    Take this scroll as my final word, {rt-sealed}, and not open to appeal.
    Consider the door closed, {rt-bolted}.
    I have thought it over for {rt-a-moment}, and the answer is no.
    My answer is no, {rt-no-how}.
  `),
  'rt-a-moment': alts('a moment\nexactly as long as it deserved\nless time than it took to read'),
  'rt-no-how': alts('in ink, in wax and in triplicate\nnow and in every season to come\nand it will stay no'),
  'rt-mountains': alts(`
    the mountains crumble
    the sea runs dry
    the geese fly backwards
  `),
  'rt-sealed': alts(`
    sealed, stamped
    signed, sealed
    stamped, witnessed
  `),
  'rt-bolted': alts(`
    bolted, and bricked over
    barred, and bricked up
    locked, and the key thrown in the moat
  `),
  'admire-thing.low': alts(`
    Of all the things in the world, {$s-thing} is now my favourite, {al-because-thee}.
    I cannot think of {$s-thing} any more without {al-smiling}.
    Who knew {$s-thing} could mean so much to a {al-person}?
    I think of {$s-thing}, and then, {al-at-once}, of thee.
    Somehow {$s-thing} has become {al-treasure}.
  `),
  'al-because-thee': alts(`
    because of thee
    and thou knowest why
    for thy sake
  `),
  'al-smiling': alts(`
    smiling like a fool
    blushing to my ears
    sighing aloud
  `),
  'al-person': alts(`
    person
    grown adult
    sensible soul
  `),
  'al-at-once': alts(`
    at once
    straight away
    always
  `),
  'al-treasure': alts(`
    a kind of treasure to me
    the dearest thing I know
    something I would not trade for a castle
  `),
  'admire-thing.mid': alts(`
    I shall think of {$s-thing} {am-fondly}, and of thee as a friend.
    Let {$s-thing} be a kind memory for us both, and nothing more.
    I grant that {$s-thing} was a fine thing. It was not, however, a reason.
    As for {$s-thing}, it was {am-kind}, and it changes nothing.
    I remember {$s-thing} as a {am-keepsake}, not as a promise.
    Whatever {$s-thing} meant to thee, it does not change my answer.
  `),
  'am-keepsake': alts('kindness\nkind thought\npleasant thing'),
  'am-fondly': alts(`
    fondly
    kindly
    warmly
  `),
  'am-kind': alts(`
    kind
    thoughtful
    well meant
  `),
  'admire-thing.high': alts(`
    As for {$s-thing}, keep it, with my blessing and my absence.
    Not even {$s-thing} changes anything. Nothing changes anything.
    Let {$s-thing} be a lesson to us both, and {ah-mostly}.
    As for {$s-thing}: {ah-keep}.
    Even {$s-thing} could not save this, and it tried its best.
    I have thought of {$s-thing} one last time, and {ah-last-time}.
  `),
  'ah-last-time': alts('felt nothing at all\nput it out of my mind\nwished it well'),
  'ah-mostly': alts(`
    mostly to thee
    chiefly to thee
    largely to thee
  `),
  'ah-keep': alts(`
    I want nothing more to do with it
    I want nothing back
    let it be the last of it
  `),
  'admire-time.low': alts(`
    I think of what happened {$s-time} more than is {al-sensible}.
    Nothing good in my {al-week} happens without thee, and certainly not {$s-time}.
    By royal decree of my heart, every day is now a holiday, and especially {$s-time}.
    What happened {$s-time} {al-still}.
    My heart keeps a {al-feast-day} for what happened {$s-time}.
    Everything good began {$s-time}, or so it seems to me.
  `),
  'al-feast-day': alts('feast day\nholiday\nsecret festival'),
  'al-week': alts('week\nmonth\nyear'),
  'al-sensible': alts(`
    strictly sensible
    good for me
    wise
  `),
  'al-still': alts(`
    still makes me smile
    still makes me hum a little
    is still a candle lit in my heart
  `),
  'admire-time.mid': alts(`
    Let what happened {$s-time} pass from now on without any ceremony.
    What happened {$s-time} was {am-kind}, and it does not change my answer.
    I shall remember what happened {$s-time} {am-fondly}, and no more than that.
    Let what happened {$s-time} be a pleasant memory, and only that.
    I think of what happened {$s-time} {am-fondly}, and then of other things.
  `),
  'admire-time.high': alts(`
    Since what happened {$s-time}, consider me {ah-unavailable}.
    Let what happened {$s-time} be remembered as the end of the matter.
    After what happened {$s-time}, there is nothing more {ah-to-say}.
    Mark it in every almanac with a small black cross: {$s-time}.
    Whatever happened {$s-time} will not happen again; {ah-planned}.
  `),
  'ah-planned': alts('count me out\nI shall be elsewhere\nthe almanac is closed'),
  'ah-unavailable': alts(`
    unavailable, for ever
    elsewhere, permanently
    otherwise engaged, always
  `),
  'ah-to-say': alts(`
    to say
    to discuss
    to write
  `),
  'admire-place.low': alts(`
    I would gladly pass the place where it happened, {$s-place}, every day, just to remember.
    If ever I am lost, look for me {$s-place}; I shall be thinking of thee.
    There is a spot {$s-place} I think of as ours, {al-ours}.
  `),
  'al-ours': alts(`
    though it does not know it yet
    whatever the map says
    in my own quiet way
  `),
  'admire-place.mid': alts(`
    What happened {$s-place} may stay there.
    I shall remember what happened {$s-place} {am-fondly}, and leave it at that.
    Whatever was said {$s-place}, I have thought it over since, and my answer is the same.
    I think {am-fondly} of the time {$s-place}; I do not think of it as ours.
    Let the place where it happened, {$s-place}, keep its memories; I shall keep mine {am-quietly}.
  `),
  'am-quietly': alts('quietly\nkindly\nto myself'),
  'admire-place.high': alts(`
    What happened {$s-place} stays there, {ah-chances}.
    I shall be avoiding anywhere {$s-place} from now on, {ah-care}.
    Let us not meet {$s-place} again; {ah-meet}.
    Consider the place where it happened, {$s-place}, crossed off my map, {ah-crossed}.
    If thou art {$s-place}, I shall be {ah-elsewhere}.
  `),
  'ah-crossed': alts('in red\ntwice\nwith feeling'),
  'ah-elsewhere': alts('elsewhere\nin another county\nhome, with the door bolted'),
  'ah-chances': alts(`
    with the rest of thy chances
    along with my patience
    and there it may rot, gently
  `),
  'ah-care': alts(`
    with some care
    as a matter of policy
    and I shall take the long road round
  `),
  'ah-meet': alts(`
    once was quite enough
    I shall know to look the other way
    the place has suffered enough
  `),
  'admire-count.low': alts(`
    I have counted, and it comes to {$s-count}; I would gladly count {al-thousand}.
    I have counted {$s-count}, and every one {al-treasure-each}.
  `),
  'al-thousand': alts(`
    a thousand more
    to the end of my days
    till my fingers give out
  `),
  'al-treasure-each': alts(`
    a treasure
    a small miracle
    kept close to my heart
  `),
  'admire-count.mid': alts(`
    Yes, {$s-count}: I did notice, and I did think about it, and my answer stands.
    I have counted {$s-count}, and the number does not change my mind.
    It was {$s-count}, I know. I {am-counted}, and it changes nothing.
    Even {$s-count} cannot count for more than it did.
    It came to {$s-count}, I know, and I thank thee for each one; my answer stands.
    Yes, {$s-count}; it was {am-kind}, and my answer is the same.
  `),
  'am-counted': alts(`
    counted too
    noticed every one
    kept a note
  `),
  'admire-count.high': alts(`
    I counted {$s-count}, {ah-so-thou}. {ah-not-one-more}
    The tally stands at {$s-count}, and the tally {ah-tally}.
    By my reckoning it was {$s-count}; that is the final count, and {ah-final-count}.
    It came to {$s-count}, and {ah-came-to}.
  `),
  'ah-came-to': alts('that was generous of me\nthat was plenty\nthere the counting stops'),
  'ah-so-thou': alts('so thou wouldst not have to\nso that thou needst not\non my fingers, to be sure'),
  'ah-not-one-more': alts(`
    Let there not be one more.
    There shall not be one more.
    That is quite enough of them.
  `),
  'ah-tally': alts(`
    closes here
    is now closed
    will not be reopened
  `),
  'ah-final-count': alts(`
    I shall not be counting further
    the counting-house is closed
    there will be no more
  `),
  'admire-deed.low': alts(`
    And then thou {$s-deed2}, and that was that for my {al-heart}.
    Besides, thou {$s-deed2}, which nobody else would {al-think-to-do}.
    Thou {$s-deed2}, too, and I {al-noticed}.
  `),
  'al-think-to-do': alts('think to do\never think of\ndo half so well'),
  'al-heart': alts(`
    poor heart
    good sense
    sleep
  `),
  'al-noticed': alts(`
    noticed, and I have not forgotten
    noticed, whatever thou mayst think
    have treasured it ever since
  `),
  'admire-deed.mid': alts(`
    I know too that thou {$s-deed2}; I understood the meaning, and I must decline it.
    Thou {$s-deed2}, and I am sure it was {am-kind}.
    And yes, thou {$s-deed2}; I saw it, and I {am-saw-it}.
    I know that thou {$s-deed2}, and it was {am-kind}; it is still no.
    Thou {$s-deed2}, I know, and I {am-saw-it}.
  `),
  'am-saw-it': alts(`
    thank thee, but no
    thought it sweet, but no
    was touched, but no
  `),
  'admire-deed.high': alts(`
    And thou {$s-deed2}, as if that would help. It did not.
    {ah-then} thou {$s-deed2}. Enough.
    And thou {$s-deed2}, {ah-deed}.
    Thou {$s-deed2}, too; {ah-deed-too}.
    As for how thou {$s-deed2}, {ah-as-for}.
  `),
  'ah-deed-too': alts(
    'I noticed, and I was not moved\nit changed nothing\nI have written it down with the rest',
  ),
  'ah-as-for': alts(
    'the less said the better\nI shall say nothing, pointedly\nthe geese would have an opinion',
  ),
  'ah-then': alts('Then\nAfter that\nNext'),
  'ah-deed': alts(`
    which settled the matter nicely
    which I have noted, and filed under no
    and that was the last straw, neatly bundled
  `),
  'admire-mention.low': alts(`
    And there is {$s-mention}, which I shall never forget.
    I could not write this without {$s-mention}.
    Let {$s-mention} be written here too, as it belongs.
  `),
  'admire-mention.mid': alts(`
    And there is {$s-mention}, which I remember kindly, and which does not change my answer.
    I could not write this without {$s-mention}, so here it is, with thanks.
    Let {$s-mention} be written here too, fondly, and as a friend.
  `),
  'admire-mention.high': alts(`
    And there is {$s-mention}. It changes nothing.
    I could not write this without {$s-mention}, so here it is, for the record.
    Let {$s-mention} be written here too, and filed with the rest.
  `),
  'love-request.low': alts(`
    So I ask thee plainly, {$addressee}: wilt thou let me take thee to {lr-supper}, and talk of {lr-nothing}?
    All I ask is {lr-a-reply}, in any hand, on any scrap of {lr-parchment}.
    Wilt thou, {$addressee}, give me the chance to say all this {lr-in-person}?
    {lr-write-back}, {$addressee}, even if only to say {lr-read-this}.
  `),
  'lr-supper': alts(`
    supper
    the fair
    the river
    the harvest dance
  `),
  'lr-nothing': alts(`
    nothing at all
    everything
    the weather, badly
  `),
  'lr-a-reply': alts(`
    a reply
    a word
    one line
  `),
  'lr-parchment': alts(`
    paper
    parchment
    birch bark
  `),
  'lr-in-person': alts(`
    in person
    to thy face
    over supper
    without a scribe
  `),
  'lr-write-back': alts(`
    Write back
    Send word
    Answer me
  `),
  'lr-read-this': alts(`
    thou hast read this
    thou art thinking about it
    thou hast not laughed
  `),
  'love-request.mid': alts(`
    I ask only that thou take this answer {lr-kindly}, and let it be the last word on the matter.
    Please {lr-accept} this as my answer, with {lr-good-wishes}.
    Let us {lr-remain}, and leave it {lr-there}.
  `),
  'lr-kindly': alts(`
    kindly
    gently
    in good part
  `),
  'lr-accept': alts(`
    accept
    take
  `),
  'lr-good-wishes': alts(`
    my good wishes and nothing more
    my best wishes, and only those
    every kindness, and no more than that
  `),
  'lr-remain': alts(`
    remain on good terms
    stay friends, and only friends
    be kind to each other when we meet
  `),
  'lr-there': alts(`
    there
    at that
  `),
  'love-request.high': alts(`
    I ask only {lr-one-thing}: no reply. None.
    {lr-do-not-write}. {lr-not-even}.
    Any reply will be {lr-fate}.
  `),
  'lr-one-thing': alts(`
    one thing
    this
    a single favour
  `),
  'lr-do-not-write': alts(`
    Do not write back
    Do not reply
    Write nothing back
    Send no answer
  `),
  'lr-not-even': alts(`
    Not even to say sorry
    Not a word, not a line
    Not now, and not later
  `),
  'lr-fate': alts(`
    used to light the fire
    returned unread
    fed to a goat
  `),
  // the line that ties a stock paragraph back to the story, in the mode's own temper
  'tie.low': alts(`
    {love-tie-lead} {$s-thing}{love-tie-end}
    {love-tie-lead} {$s-thing}{love-tie-end}
    If this letter had a keepsake, it would be {$s-thing}{love-tie-end}
    {love-tie-time} {$s-time}{love-tie-end}
  `),
  'love-tie-lead': alts(`
    All of it comes back, somehow, to
    My thoughts wander, as they do, to
    Every line of this letter leads back to
    My mind keeps returning to
    I set down my quill and think of
    Think of this letter, {$addressee}, when thou thinkest of
  `),
  'love-tie-time': alts(`
    I think of it still,
    I write this remembering what happened
    It all comes back to that time,
    My mind keeps returning to that time,
  `),
  'love-tie-end': alts(`
    .
    , and so to thee.
    , and I do not mind at all.
    , for what it is worth.
    ; make of that what thou wilt.
  `),
  'tie.mid': alts(`
    I shall remember {$s-thing} {am-fondly}, {tie-mid-end}
    I think of {$s-thing} {am-fondly}, {tie-mid-end}
    Whatever becomes of {$s-thing}, I shall think of it {am-fondly}, {tie-mid-end}
    I shall remember what happened {$s-time} {am-fondly}, {tie-mid-end}
  `),
  'tie-mid-end': alts(`
    and that is all it will be.
    and my answer is the same.
    and leave it there.
    as a friend would.
    and wish thee well.
  `),
  'tie.high': alts(`
    {tie-high-lead} {$s-thing}{tie-high-end}
    {tie-high-lead} {$s-thing}{tie-high-end}
    {tie-high-time} {$s-time}{tie-high-end}
  `),
  'tie-high-lead': alts(`
    That is the last I shall say of
    I want no more reminders of
    So much for
    Let that be the end of
    I have nothing further to say of
  `),
  'tie-high-time': alts(`
    That is the last I shall say of what happened
    Let that be the end of what happened
    So much for what happened
  `),
  'tie-high-end': alts(`
    .
    , and good riddance.
    , and I mean that.
    ; the matter is closed.
  `),
  'curse-block-story.low': alts(`
    {curse-intro} {callback|cap}; {blessing}; and {blessing}. {curse-close}
  `),
  'curse-block-story.mid': alts(`
    {curse-intro} {callback|cap}; {farewell}; and {farewell}. {curse-close}
  `),
  'curse-block-story.high': alts(`
    {curse-intro} {callback|cap}. {curse-close}
  `),
  'callback.low': alts(`
    may every {$s-object} thou seest remind thee that {lcb-thinks}
    may {$s-thing} bring thee only good luck, and me along with it
    mayst thou never see {$s-thing} again without {lcb-smile}
    may {$s-thing} be the start of something, {lcb-start}
  `),
  'lcb-thinks': alts('someone thinks of thee\nsomeone thinks of thee fondly\nsomeone thinks of thee daily'),
  'lcb-smile': alts('a smile\na blush\na thought of me'),
  'lcb-start': alts('and may the something be us\nas it was for me\nand a good something at that'),
  'callback.mid': alts(`
    may {$s-thing} bring thee joy, with someone else
    may {$s-thing} bring thee joy, {lcb-somewhere}
    may every {$s-object} thou meetest be kinder to thee than my answer
    may {$s-thing} stay a {lcb-fond} memory, and no more than that
  `),
  'lcb-somewhere': alts('somewhere else\nin time\nin some other company'),
  'lcb-fond': alts('fond\nkind\npleasant'),
  'callback.high': alts(`
    may {$s-thing} be the last reminder of me thou ever {lcb-seest}
    may every {$s-object} in the {lcb-land} remind thee that the answer was {lcb-no}
    mayst thou see {$s-thing} and think, for once, of how it {lcb-ended}
    may {$s-thing} stay where it is, and thou find thy way {lcb-elsewhere}
  `),
  'lcb-seest': alts('seest\nholdest\nhearest of'),
  'lcb-land': alts('land\nkingdom\ncounty'),
  'lcb-no': alts('no\nno, and still is\na firm no'),
  'lcb-ended': alts('ended\nwent\nfinished'),
  'lcb-elsewhere': alts('elsewhere\nto another door\nfar from mine'),
}
