/**
 * The lines that carry the customer's story into the scroll: the charge (what thou didst), the evidence
 * (the things, counts, times, places and people of the story), the verdict, the ties that bring a stock
 * paragraph back to the story, and the callback in the closing curse or blessing. Every voice shares them;
 * the voice's own stock is the seasoning around them.
 *
 * The story's values are bound as `{$s-...}`; an alternative that uses a story value the customer's story
 * did not give is never chosen (see `phrase-grammar.ts`).
 */
import { alts, type Grammar } from './phrase-grammar'

/** The story values the engine binds; empty when the story did not give one. */
export const storyVariables = [
  's-deed',
  's-deed2',
  's-plaint',
  's-thing',
  's-thing2',
  's-object',
  's-count',
  's-time',
  's-place',
  's-person',
  's-occasion',
  's-mention',
] as const

export const rantStoryGrammar: Grammar = {
  'charge-lead': alts(`
    Be it known throughout the realm that
    Let the record show, in ink that will not fade, that
    It has come to the attention of this court that
    Hear ye, hear ye: it is written and witnessed that
    The scribes have it on the best authority that
    I write, {$addressee}, because
    The facts are these, and they are not in dispute:
    Let it be entered in the great ledger of grievances that
    It is a matter of public record, and of private fury, that
    Know, {$addressee}, that the whole parish has heard how
    I shall begin where thou didst begin, which is to say that
    No herald in the land could cry it louder than I: 
    The charge is simple, and I shall read it slowly:
    Witnesses of good standing have sworn before the abbot that
    The bells were rung and the town was told that
    Be it proclaimed from every tavern door that
    The chroniclers have set it down, in their largest hand, that
    Let no one say I did not give thee fair warning: the matter is that
    It is with a steady quill and an unsteady temper that I record how
    Among the many wonders of this age, none is stranger than the fact that
    I have waited, {$addressee}, and I have counted to ten, and still it remains that
    The court of my patience, now in session, hears that
    So that no one may call this scroll unfair, here is the charge in full:
    The whole realm is talking, and what the realm is saying is that
    Set down in wax and witnessed by three owls: 
    The matter before us, {$addressee}, is this:
    Let the trumpets sound and the geese fall silent, for it is alleged, and proven, that
    Every scribe in the Scriptorium put down their quill when they heard that
    I have consulted the ancient books, and nowhere in them is it allowed that
    It is my solemn duty to inform thee, and the rest of the kingdom, that
  `),
  'charge.low': alts(`
    {charge-lead} thou {$s-deed}. {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}. {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}. {charge-tail} {charge-aside}
  `),
  'charge.mid': alts(`
    {charge-lead} thou {$s-deed}. {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}. {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}. {charge-tail} {charge-aside}
  `),
  'charge.high': alts(`
    {charge-lead} thou {$s-deed}! {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}. {charge-tail}
    {charge-lead} thou, {epithet}, {$s-deed}! {charge-tail} {charge-aside}
  `),
  epithet: alts(`
    of all people
    in thy infinite wisdom
    bold as brass
    without a flicker of shame
    with thy usual grace
    knowing full well what thou wast doing
    with a smile, no less
    in broad daylight
    as is thy custom
    without so much as a by-your-leave
    with the confidence of a goose in a bakery
    in full view of the parish
    whistling, I am told
    as if no one would notice
    in thy finest hat
    with all the subtlety of a marching band
    having been warned
    not for the first time
    with a straight face
    as calm as a millpond
  `),
  'charge-plaint': alts(`
    {plaint-lead} {$s-plaint}. {charge-tail}
  `),
  'plaint-lead': alts(`
    Hear the matter as it stands:
    The facts, set down plainly, are these:
    Let me tell it as it happened:
    For the record, and for posterity:
    This is the tale, and every word is true:
    Here is what the scribes were told:
    The chronicle begins thus:
    Set it down in the ledger:
    I shall tell it once, and clearly:
    Mark the story well:
  `),
  'charge-tail.low': alts(`
    I mention it only so that it is mentioned.
    I raise the matter gently, but I do raise it.
    One had hoped this would not need writing down.
    I say no more than that, for now.
    It is a small thing, but small things are how the world is judged.
    I have told the cat, and even the cat was surprised.
    I thought thou shouldst hear it from me first.
    Consider it noted, and consider thyself noticed.
    The scribes wrote it down with a sigh.
    There it is. It is said.
    I tried to let it pass; it would not pass.
    A lesser person would say nothing. I am not that person.
  `),
  'charge-tail.mid': alts(`
    The realm has noticed, and the realm is not pleased.
    This will not be forgotten, and it will certainly not be forgiven by Thursday.
    The scribes have underlined it twice.
    Thy name has been moved to the shorter list.
    Even the village gossip found it too much to repeat.
    The abbot crossed himself and asked for a chair.
    I have had it embroidered on a cushion, so that I never forget.
    This is the sort of thing ballads are written about, and not the flattering kind.
    The goats of the parish have been told, and the goats are shaking their heads.
    A clerk fainted on hearing it; a second clerk caught him, then also fainted.
    History will remember it. I shall make sure of it.
    It is the talk of every well and every washing line.
  `),
  'charge-tail.high': alts(`
    The heavens themselves took note, and the heavens rarely bother.
    Every bell in the kingdom rang once, out of sheer disbelief.
    Let it echo through the halls until the plaster falls.
    The scribes broke three quills writing it down.
    The ravens have carried word of it to every tower in the land.
    No pardon is available, and none has been requested.
    The very ink refused to dry, out of spite.
    I have lodged a formal complaint with the stars.
    The ancestors have been consulted, and the ancestors are livid.
    Even the geese, who forgive nothing, were shocked.
    The chroniclers have started a new volume just for thee.
    It shall be read aloud at every feast until the end of days.
  `),
  'charge-aside': alts(`
    I checked. Twice.
    Do not pretend otherwise.
    Thou knowest it was thee.
    There were witnesses.
    The evidence follows.
  `),
  'occasion-line': alts(`
    This scroll is written for {$s-occasion}, and its subject is thee, {$addressee}.
    Let this be read aloud for {$s-occasion}; thou mayst wish to sit down.
    For {$s-occasion}, the scribes were asked for a tribute. They have written a reckoning.
    The occasion is {$s-occasion}, and the occasion deserves the truth about thee.
    As this is {$s-occasion}, I shall be honest, which is the cruellest thing I know.
  `),
  'evidence-thing': alts(`
    Exhibit the first is {$s-thing}, which has given evidence against thee in a small, sad voice.
    The court has examined {$s-thing} and found it wronged beyond repair.
    Consider {$s-thing}: it did nothing to deserve thee.
    Of all the things in the kingdom, {$s-thing} least expected to be part of this.
    Had {$s-thing} a tongue, it would have written this scroll itself.
    I have placed {$s-thing} before the magistrate, who looked at it and then, long and hard, at thee.
    The scribes drew a picture of {$s-thing} in the margin, and then a small frowning face beside it.
    In the village, {$s-thing} is spoken of now in hushed and pitying tones.
    Let {$s-thing} stand as witness; it has stood for much worse, thanks to thee.
    Ask anyone about {$s-thing}, and they will tell thee thy name.
  `),
  'evidence-count': alts(`
    The clerks have counted: {$s-count}. They counted twice, and sat down.
    Think on it, {$addressee}: {$s-count}. Let that figure be carved above thy door.
    The tally stands at {$s-count}, and the abacus has asked for a holiday.
    Mark the number: {$s-count}. The mathematicians of the court went pale.
    The count is {$s-count}! Even a goose would have learnt by then.
    The ledger records {$s-count}, in red ink, underlined.
    One might forgive it once. But {$s-count}?
    The scribes wrote down {$s-count} and then, out of sympathy, wrote it again larger.
  `),
  'evidence-time': alts(`
    The chronicle records it {$s-time}, a date now marked in black in every almanac.
    It happened {$s-time}; the sundial has refused to work since.
    Mark well: {$s-time}. The calendar has not recovered.
    I remember it as if it were {$s-time}, because it was.
    The bells were silent {$s-time}, as if they already knew.
    Historians will speak of it as the outrage of {$s-time}.
    Every almanac in the land now carries a small warning {$s-time}.
  `),
  'evidence-place': alts(`
    It happened {$s-place}, and the place has not been the same since.
    The people {$s-place} still lower their voices when thy name is spoken.
    A small plaque is being made, to hang {$s-place}, so that no one forgets.
    Travellers passing {$s-place} now make a little sign against misfortune.
    Ask the very walls {$s-place}; they saw everything.
    The scene of the crime was {$s-place}, and the crime was thee.
  `),
  'evidence-person': alts(`
    {$s-person} saw it all, and {$s-person} has agreed to testify.
    Even {$s-person} was shocked, and {$s-person} is not easily shocked.
    Ask {$s-person}; the tale is the same from every side.
    {$s-person} has been told, and is taking my side, loudly.
  `),
  'evidence-deed': alts(`
    Nor is that all: thou {$s-deed2}.
    And as if that were not enough, thou {$s-deed2}.
    Then, for good measure, thou {$s-deed2}.
    The scribes had barely dried their quills when they learnt that thou {$s-deed2}.
    It gets worse, {$addressee}: thou {$s-deed2}.
    Second in the charge sheet, and no less grave: thou {$s-deed2}.
    I had thought the matter closed, until I heard that thou {$s-deed2}.
  `),
  'evidence-plaint': alts(`
    And the scribes were told this too: {$s-plaint}.
    Let it also be recorded: {$s-plaint}.
    The tale goes on: {$s-plaint}.
    More was said, and all of it was damning: {$s-plaint}.
  `),
  'evidence-mention': alts(`
    Nor shall {$s-mention} go unmentioned; the scribes have underlined it twice.
    And then, {$s-mention}. We all know about {$s-mention}.
    I need only say {$s-mention}, and the whole hall will nod.
    Let us not forget {$s-mention}; I certainly have not.
    Which brings me, inevitably, to {$s-mention}.
    A word, too, on {$s-mention}: the scribes are still laughing.
  `),
  'verdict.low': alts(`
    For the matter of {$s-thing}, this court finds thee {insult}, and fines thee one apology.
    The verdict on {$s-thing} is gentle but firm: thou art {insult}.
    Having weighed {$s-thing} on the great scales, the court declares thee {insult}.
    So much for {$s-thing}. The verdict is that thou art {insult}, and ought to know it.
  `),
  'verdict.mid': alts(`
    For the matter of {$s-thing}, this court finds thee {insult}, and {simile}.
    The verdict on {$s-thing} is guilty, and thou art {insult}.
    Having weighed {$s-thing} on the great scales, the scales broke, and the court declared thee {insult}.
    Let it be judged: over {$s-thing}, thou hast shown thyself {insult}.
  `),
  'verdict.high': alts(`
    For the matter of {$s-thing}, the court finds thee {insult}, {simile}, and past all pardon.
    Guilty on every count concerning {$s-thing}; thou art {insult}, and the gavel broke in agreement.
    Over {$s-thing}, the verdict thunders: thou art {insult}, and {simile}.
    The judges did not even retire to consider {$s-thing}; they declared thee, on the spot, {insult}.
  `),
  'verdict-plain.low': alts(`
    The verdict is gentle but firm: thou art {insult}.
    The court has deliberated over a small cake and finds thee {insult}.
  `),
  'verdict-plain.mid': alts(`
    The verdict is given: thou art {insult}, and {simile}.
    The court has deliberated and finds thee {insult}.
  `),
  'verdict-plain.high': alts(`
    The verdict thunders down: thou art {insult}, {simile}, and past all pardon.
    Guilty on every count: thou art {insult}, and the gavel broke in agreement.
  `),
  tie: alts(`
    {tie-lead} {$s-thing}{tie-end}
    {tie-lead} {$s-thing}{tie-end}
    {tie-lead} {$s-thing}{tie-end}
    {tie-deed} thou {$s-deed}{tie-end}
    {tie-time} {$s-time}{tie-end}
    {tie-place} {$s-place}{tie-end}
  `),
  'tie-lead': alts(`
    And all of this, {$addressee}, over
    Remember that, the next time thou art near
    I think of all this, and then of
    None of it would need saying, hadst thou left alone
    So much for thy excuses, and so much for
    Think on it, {$addressee}, and think on
    It comes back, as everything does, to
    Let the minstrels sing of it, and of
    All roads in this letter lead to
    I mention it only because of
    The scribes set down their quills and thought of
    Every word here was written with one eye on
  `),
  'tie-deed': alts(`
    All this because
    And all for the day
    Such is the price of the day
    I would have said none of it, had I not learnt that
    And I am to forgive it, when
    Small wonder, {$addressee}, when
  `),
  'tie-time': alts(`
    I write this, as it happens,
    The bells will ring for it
    The almanac remembers it
    Mark the date, as I have:
  `),
  'tie-place': alts(`
    Let them remember it
    The story is still told
    They speak of it still
    A plaque will hang one day
  `),
  'tie-end': alts(`
    .
    , and the scribes have not forgotten.
    , and nor shall I.
    , and the geese know it too.
    ; let that sink in.
    , as the whole town knows.
    , and thou knowest it.
    , which tells the realm everything.
  `),
  'act-lead': alts(`
    Here beginneth the next act of the tale.
    The story does not end there; it only takes a breath.
    Turn the page, for the tale goes on.
    And so to the next part of this sorry chronicle.
    Let the scene change, and the outrage continue.
    A new act, {$addressee}, and no kinder than the last.
  `),
  'curse-block-story.low': alts(`
    {curse-intro} {callback|cap}; {curse}; and {own-curse}. {curse-close}
    {curse-intro} {curse|cap}, and {callback}. {curse-close}
  `),
  'curse-block-story.mid': alts(`
    {curse-intro} {callback|cap}; {own-curse}; and {curse}. {curse-close}
    {curse-intro} {curse|cap}; {callback}; and, for good measure, {curse}. {curse-close}
  `),
  'curse-block-story.high': alts(`
    {curse-intro} {callback|cap}; {curse}; {own-curse}; and, above all, {curse}. {curse-close}
    {curse-intro} {curse|cap}. {callback|cap}. And when all that is done, {curse}. {curse-close}
  `),
  callback: alts(`
    may every {$s-object} thou reachest for be gone before thy hand arrives
    may thy dreams be visited nightly by {$s-thing}, speaking in a small reproachful voice
    may the word "{$s-object}" make thee flinch for seven years
    may every {$s-object} in the kingdom know thy face and turn away
    mayst thou never again see {$s-thing} without thinking of this scroll
    may {$s-thing} follow thee everywhere, like a disappointed goose
    may every {$s-object} thou touchest bear my name, and thy shame
    may the ghost of {$s-thing} haunt thy larder
    may bards sing of thee and {$s-thing} for a hundred years, off key
    may thy coat of arms be redrawn with {$s-thing} upon it, rampant
  `),
}

export const loveStoryGrammar: Grammar = {
  'charge.low': alts(`
    {memory-lead} thou {$s-deed}. {love-turn}
    {memory-lead} thou {$s-deed}, and I have not stopped thinking of it since. {love-turn}
  `),
  'charge.mid': alts(`
    I have read and weighed it all, {$addressee}: thou {$s-deed}. {reject-turn}
    Let me set it down plainly, so there is no confusion: thou {$s-deed}. {reject-turn}
  `),
  'charge.high': alts(`
    Let us review the facts: thou {$s-deed}. {reject-turn}
    The record shows that thou {$s-deed}. {reject-turn}
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
  `),
  'memory-lead': alts(`
    I remember, {$addressee}, how
    Of all the things I keep, the one I keep closest is that
    Thou mayst not know it, but I noticed when
    It began, I think, the day
    The scribes asked me where to begin, and I told them: begin with how
    I could fill a book with thee, but I shall start with how
    Every day I think of how
    There is a thing I have never said aloud, and it is that I treasure how
    I have tried to be sensible about it, but I keep returning to how
    It is a small thing to the world, but not to me, that
  `),
  'love-turn': alts(`
    I have kept it like a pressed flower, only in my head, where thou canst not see me blush.
    It is a small thing, and it is everything.
    I did not know a heart could be won so quietly.
    I smile about it still, at unhelpful moments.
    That was when I knew.
    I thought thou shouldst hear it from me, and in my best hand.
  `),
  // a love letter's charge at levels 1-2 turns warm; the rejection's turns are for 3 and above
  'reject-turn.low': alts('{love-turn}'),
  'reject-turn.mid': alts(`
    It was kindly meant, I am sure, and I am grateful, but my answer is no, and it will stay no.
    I have thought about it with all the care it deserves, and the answer is still no.
    I wish thee well, truly, from a comfortable distance.
    Thou art not wicked, merely not for me, and that is the end of it.
  `),
  'reject-turn.high': alts(`
    The answer is no. It was no before, it is no now, and it will be no when the mountains crumble.
    No. Not now, not later, not in any season, not under any moon.
    Take this scroll as my final word, sealed, stamped, and not open to appeal.
    Consider the door closed, bolted, and bricked over.
  `),
  'admire-thing.low': alts(`
    Of all the things in the world, {$s-thing} is now my favourite, because of thee.
    I cannot see {$s-thing} any more without smiling like a fool.
    Who knew {$s-thing} could mean so much to a person?
    I think of {$s-thing}, and then, at once, of thee.
  `),
  'admire-thing.mid': alts(`
    I shall think of {$s-thing} fondly, and of thee politely.
    Let {$s-thing} be the last thing we share, and let us share it no further.
    I grant that {$s-thing} was a fine thing. It was not, however, a reason.
  `),
  'admire-thing.high': alts(`
    As for {$s-thing}, keep it, with my blessing and my absence.
    Not even {$s-thing} changes anything. Nothing changes anything.
    Let {$s-thing} be a lesson to us both, and mostly to thee.
  `),
  'admire-time.low': alts(`
    I think of {$s-time} more than is strictly sensible.
    Nothing good in my week happens without thee, and certainly not {$s-time}.
    By royal decree of my heart, every day is now a holiday, and especially {$s-time}.
  `),
  'admire-time.mid': alts(`
    Let {$s-time} pass from now on without any such ceremony.
    {$s-time} may go back to being an ordinary time, as it was before.
  `),
  'admire-time.high': alts(`
    From {$s-time} onwards, consider me unavailable, for ever.
    Let {$s-time} be remembered as the end of the matter.
  `),
  'admire-place.low': alts(`
    I walk past the place where it happened, {$s-place}, just to remember.
    If ever I am lost, look for me {$s-place}; I shall be thinking of thee.
  `),
  'admire-place.mid': alts(`
    What happened {$s-place} may stay there.
    I shall remember {$s-place} kindly, and leave it at that.
  `),
  'admire-place.high': alts(`
    What happened {$s-place} stays there, with the rest of thy chances.
    I shall be avoiding anywhere {$s-place} from now on, with some care.
  `),
  'admire-count.low': alts(`
    I have counted, and it comes to {$s-count}; I would gladly count a thousand more.
    I have counted {$s-count}, and every one a treasure.
  `),
  'admire-count.mid': alts(`
    Yes, {$s-count}: I did notice, and I did think about it, and my answer stands.
    I have counted {$s-count}, and the number does not change my mind.
  `),
  'admire-count.high': alts(`
    I counted {$s-count}, so thou wouldst not have to. Let there not be one more.
    The tally stands at {$s-count}, and the tally closes here.
  `),
  'admire-deed.low': alts(`
    And then thou {$s-deed2}, and that was that for my poor heart.
    Besides, thou {$s-deed2}, which nobody else would think to do.
  `),
  'admire-deed.mid': alts(`
    I know too that thou {$s-deed2}; I understood the meaning, and I must decline it.
    Thou {$s-deed2}, and I am sure it was kindly meant.
  `),
  'admire-deed.high': alts(`
    And thou {$s-deed2}, as if that would help. It did not.
    Then thou {$s-deed2}. Enough.
  `),
  'admire-mention': alts(`
    And there is {$s-mention}, which I shall never forget.
    I could not write this without {$s-mention}.
    Let {$s-mention} be written here too, as it belongs.
  `),
  'love-request.low': alts(`
    So I ask thee plainly, {$addressee}: wilt thou let me take thee to supper, and talk of nothing at all?
    All I ask is a reply, in any hand, on any scrap of paper.
    Wilt thou, {$addressee}, give me the chance to say all this in person?
    Write back, {$addressee}, even if only to say thou hast read this.
  `),
  'love-request.mid': alts(`
    I ask only that thou take this answer kindly, and let it be the last word on the matter.
    Please accept this as my answer, with my good wishes and nothing more.
  `),
  'love-request.high': alts(`
    I ask only one thing: no reply. None.
    Do not write back. The scribes have instructions to return any answer unopened.
  `),
  tie: alts(`
    {love-tie-lead} {$s-thing}{love-tie-end}
    {love-tie-lead} {$s-thing}{love-tie-end}
    {love-tie-time} {$s-time}{love-tie-end}
  `),
  'love-tie-lead': alts(`
    I write this with one eye on
    All of it comes back, somehow, to
    Think of this letter, {$addressee}, when thou thinkest of
    My thoughts wander, as they do, to
    Every line here was written beside
    I set down my quill and think of
    There is a little of this letter in
    If this letter had a keepsake, it would be
  `),
  'love-tie-time': alts(`
    I think of it still,
    I write this remembering
    It all comes back to that day,
    My mind keeps returning to that time,
  `),
  'love-tie-end': alts(`
    .
    , and of thee.
    , as thou knowest.
    , and I always shall.
    ; make of that what thou wilt.
    , for what it is worth.
  `),
  'curse-block-story.low': alts(`
    {curse-intro} {callback|cap}; {blessing}; and {blessing}. {curse-close}
  `),
  'curse-block-story.mid': alts(`
    {curse-intro} {callback|cap}; {wistful}; and {wistful}. {curse-close}
  `),
  'curse-block-story.high': alts(`
    {curse-intro} {callback|cap}. {curse-close}
  `),
  'callback.low': alts(`
    may every {$s-object} thou seest remind thee that someone thinks of thee
    may {$s-thing} bring thee only good luck, and me along with it
    mayst thou never see {$s-thing} again without a smile
  `),
  'callback.mid': alts(`
    may {$s-thing} bring thee joy, with someone else
    may every {$s-object} thou meetest be kinder to thee than my answer
  `),
  'callback.high': alts(`
    may {$s-thing} be the last thing of mine thou ever seest
    may every {$s-object} in the land remind thee that the answer was no
  `),
}
