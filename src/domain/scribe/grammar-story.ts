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
  // the tail after the charge: each line with a word or two that varies, so no tail follows most charges
  'charge-tail.low': alts(`
    I mention it only so that it is {ct-mentioned}.
    I raise the matter {ct-gently}, but I do raise it.
    One had hoped this would not need {ct-writing-down}.
    I say no more than that, {ct-for-now}.
    It is a small thing, but small things are how {ct-world-judged}.
    {ct-told-the-cat}
    I thought thou shouldst hear it from me {ct-first}.
    Consider it {ct-noted}, and consider thyself {ct-noticed}.
    The scribes wrote it down with {ct-sigh}.
    There it is. It is said.
    I tried to let it pass; it would not {ct-pass}.
    A {ct-lesser} person would {ct-say-nothing}. {ct-not-that-person}
  `),
  'ct-mentioned': alts(`
    mentioned
    on the record
    said aloud
    written down somewhere
    known
    not forgotten
  `),
  'ct-gently': alts(`
    gently
    softly
    politely
    with a small cough
  `),
  'ct-writing-down': alts(`
    writing down
    saying
    a whole scroll
    a scribe
    saying out loud
    a second scroll
  `),
  'ct-for-now': alts(`
    for now
    for the moment
    until Thursday
    while the ink dries
  `),
  'ct-world-judged': alts(`
    the world is judged
    a person is known
    the parish keeps score
    reputations are made
    grudges are grown
    the angels keep their ledgers
  `),
  'ct-told-the-cat': alts(`
    I have told the cat, and even the cat was surprised.
    I have told the hens, and even the hens were surprised.
    I have told the goat, and even the goat looked up.
    I have told the dog, and the dog has gone to lie down.
    I have told the pig, and even the pig stopped eating.
    I have told the donkey, and the donkey sat down.
  `),
  'ct-first': alts(`
    first
    before the gossips did
    in writing
    before the geese
    and not from the miller
    while I still could
  `),
  'ct-noted': alts(`
    noted
    recorded
    written down
  `),
  'ct-noticed': alts(`
    noticed
    seen
    gently watched
  `),
  'ct-sigh': alts(`
    a sigh
    a small sigh
    a shake of the head
    a faint wince
    pursed lips
    a heavy quill
  `),
  'ct-pass': alts(`
    pass
    budge
    go quietly
    go away
    lie down
    be ignored
  `),
  'ct-lesser': alts(`
    lesser
    kinder
    wiser
    quieter
  `),
  'ct-say-nothing': alts('say nothing\nhold their tongue\nlet it lie'),
  'ct-not-that-person': alts(`
    I am not that person.
    Alas, I am not that person.
    That person is not writing this.
    That person, alas, is busy.
    I have never been that person.
    That person has been sent home.
  `),
  'charge-tail.mid': alts(`
    The {ct-realm} has noticed, and {ct-not-pleased}.
    This will not be forgotten, and it will certainly not be forgiven by {ct-by-when}.
    The scribes have underlined it {ct-underlined}.
    Thy name has been moved to the {ct-list} list.
    Even the {ct-gossip} found it too much to repeat.
    The {ct-abbot} crossed himself and asked for {ct-chair}.
    I have had it embroidered on a {ct-cushion}, so that I never forget.
    This is the sort of thing {ct-ballads} about, and not the flattering kind.
    The {ct-goats} of the parish have been told, and they are {ct-shaking}.
    {ct-fainted}
    {ct-history} will remember it. I shall {ct-make-sure}.
    It is the talk of every {ct-well} and every {ct-washing-line}.
  `),
  'ct-realm': alts(`
    realm
    parish
    county
    market
  `),
  'ct-not-pleased': alts(`
    it is not pleased
    it is not amused
    it has opinions
  `),
  'ct-by-when': alts(`
    Thursday
    Lammas
    the weekend
    the next full moon
  `),
  'ct-underlined': alts(`
    twice
    in red
    three times
    with some force
  `),
  'ct-list': alts(`
    shorter
    other
    shorter and sterner
  `),
  'ct-gossip': alts(`
    village gossip
    parish busybody
    miller's wife
  `),
  'ct-abbot': alts(`
    abbot
    friar
    old priest
  `),
  'ct-chair': alts(`
    a chair
    a cup of wine
    a moment alone
  `),
  'ct-cushion': alts(`
    cushion
    sampler
    tea cosy
    handkerchief
  `),
  'ct-ballads': alts(`
    ballads are written
    sermons are preached
    tapestries are woven
    songs are sung
  `),
  'ct-goats': alts(`
    goats
    sheep
    cows
  `),
  'ct-shaking': alts(`
    shaking their heads
    not impressed
    deeply unimpressed
  `),
  'ct-fainted': alts(`
    A clerk fainted on hearing it; a second clerk caught him, then also fainted.
    A page fainted on hearing it; a second page caught him, then also fainted.
    A notary fainted on hearing it; his apprentice caught him, then also fainted.
  `),
  'ct-history': alts(`
    History
    The chronicles
    The parish
    Posterity
  `),
  'ct-make-sure': alts(`
    make sure of it
    see to it
    write it down myself
  `),
  'ct-well': alts(`
    well
    tavern
    market stall
  `),
  'ct-washing-line': alts(`
    washing line
    kitchen
    pew
  `),
  'charge-tail.high': alts(`
    {ct-heavens} took note, and the heavens rarely {ct-bother}.
    Every bell in the {ct-kingdom} rang once, out of sheer {ct-disbelief}.
    Let it echo through the {ct-halls} until the {ct-plaster}.
    The scribes broke {ct-three} {ct-quills} writing it down.
    The {ct-ravens} have carried word of it to every {ct-tower} in the land.
    No {ct-pardon} is available, and none has been {ct-requested}.
    The very ink refused to dry, out of {ct-spite}.
    I have lodged a formal complaint with {ct-stars}.
    The ancestors have been {ct-consulted}, and {ct-livid}.
    Even the geese, who forgive nothing, were {ct-shocked}.
    The chroniclers have started a new {ct-volume} {ct-just-for-thee}.
    It shall be read aloud at every {ct-feast} until the end of {ct-days}.
  `),
  'ct-heavens': alts('The heavens themselves\nThe very heavens\nEven the heavens'),
  'ct-bother': alts(`
    bother
    look down
    take notes
  `),
  'ct-kingdom': alts(`
    kingdom
    county
    realm
  `),
  'ct-disbelief': alts(`
    disbelief
    embarrassment
    alarm
  `),
  'ct-halls': alts(`
    halls
    cloisters
    towers
    valleys
  `),
  'ct-plaster': alts(`
    plaster falls
    rafters shake
    bats move out
  `),
  'ct-three': alts(`
    three
    four
    seven
  `),
  'ct-just-for-thee': alts('just for thee\nin thy honour\nwith thy name on the spine'),
  'ct-quills': alts('quills\nnibs\ninkpots'),
  'ct-ravens': alts('ravens\nrooks\ncarrier pigeons'),
  'ct-tower': alts(`
    tower
    castle
    steeple
    ruin
  `),
  'ct-pardon': alts(`
    pardon
    mercy
    appeal
  `),
  'ct-requested': alts(`
    requested
    offered
    deserved
  `),
  'ct-spite': alts(`
    spite
    pure spite
    solidarity
    sheer disgust
  `),
  'ct-stars': alts(`
    the stars
    the moon
    the heavens
    the Almighty's clerk
  `),
  'ct-consulted': alts(`
    consulted
    woken
    informed
  `),
  'ct-livid': alts(`
    the ancestors are livid
    they are livid
    even the quiet ones are livid
  `),
  'ct-shocked': alts(`
    shocked
    appalled
    speechless
    lost for a honk
  `),
  'ct-volume': alts(`
    volume
    ledger
    chapter
  `),
  'ct-days': alts('days\ntime\nthe world'),
  'ct-feast': alts(`
    feast
    fair
    wedding
    market
  `),
  'charge-aside': alts(`
    I checked. Twice.
    Do not {ca-pretend}.
    Thou knowest it was thee{ca-thee}
    There were witnesses.
    The evidence follows.
  `),
  'ca-pretend': alts(`
    pretend otherwise
    deny it
    look at me like that
    blame the cat
    blame the weather
    blame the geese
    blame thy horse
    blame the moon
    say it was an accident
    say thou wast elsewhere
  `),
  'ca-thee': alts(`
    .
    , {$addressee}.
    , and so does the parish.
    , and so do the geese.
    ; so does thy mother.
    , and so does the miller.
    ; the whole street knows it.
    , and the cat knows it too.
  `),
  'occasion-line': alts(`
    This scroll is written for {$s-occasion}, and its subject is thee, {$addressee}.
    This {ev-scroll-is} {$s-occasion}, and it is about thee, {$addressee}.
    Let this be read aloud for {$s-occasion}; thou mayst wish to {ev-sit-down}.
    For {$s-occasion}, the scribes were asked for {ev-tribute}. They have written {ev-reckoning}.
    The occasion is {$s-occasion}, and the occasion deserves the truth about thee.
    As this is {$s-occasion}, I shall be honest, which is the cruellest thing I know.
  `),
  'ev-scroll-is': alts('scroll is meant for\nletter is written for\nparchment was ordered for'),
  'ev-sit-down': alts('sit down\nfetch a chair\nbrace thyself'),
  'ev-repair': alts('repair\nall repair\nmending'),
  'ev-tribute': alts('a tribute\na toast\na few kind words'),
  'ev-reckoning': alts('a reckoning\nan indictment\na bill of charges\nsomething else entirely'),
  'evidence-thing': alts(`
    Exhibit the first is {$s-thing}, which has given evidence against thee in a small, sad voice.
    The court has examined {$s-thing} and found it wronged beyond {ev-repair}.
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
    The clerks have counted: {$s-count}. {ev-count-aside}
    Think on it, {$addressee}: {$s-count}. {ev-count-aside}
    Count them again, {$addressee}: {$s-count}. {ev-count-aside}
    The tally stands at {$s-count}, and the {ev-abacus-who} {ev-abacus}.
    {ev-mark-number}: {$s-count}. {ev-count-aside}
    The count is {$s-count}! {ev-count-aside}
    The ledger records {$s-count}, {ev-red-ink}.
    {ev-forgive-once}. But {$s-count}?
    The scribes wrote down {$s-count} and then, out of sympathy, wrote it again larger.
  `),
  // the second sentence of a count: built from parts, so no one remark follows most counts
  'ev-mark-number': alts('Mark the number\nNote the figure\nConsider the number\nMark that figure'),
  'ev-count-aside': alts(`
    The {ev-mathematicians} of the court {ev-went-pale}.
    They counted {ev-twice}, and {ev-sat-down}.
    Let that figure be {ev-carved}.
    Even a {ev-goose} would have {ev-learnt} by then.
    The {ev-abacus-who} {ev-abacus}.
  `),
  'ev-abacus-who': alts('abacus\ncounting board\nparish abacus'),
  'ev-learnt': alts('learnt\ncaught on\nnoticed'),
  'ev-mathematicians': alts(`
    mathematicians
    tally-men
    abacus-keepers
    clerks
  `),
  'ev-went-pale': alts(`
    went pale
    sat down heavily
    asked for water
    reached for the smelling salts
  `),
  'ev-twice': alts(`
    twice
    three times
    again on their fingers
  `),
  'ev-sat-down': alts(`
    sat down
    went very quiet
    asked for a chair
  `),
  'ev-carved': alts(`
    carved above thy door
    stitched on thy pillow
    painted on thy cart
    read out at thy wedding
    cut into thy headboard
    engraved on thy tankard
    embroidered on thy hat
    chalked on the church door
  `),
  'ev-goose': alts(`
    goose
    hen
    mule
    turnip
    donkey
    small child
    weathercock
    sheep
  `),
  'ev-abacus': alts(`
    has asked for a holiday
    has lost two beads over it
    needs a lie-down
    has taken up drink
    has handed in its notice
    has gone to sit in a dark room
  `),
  'ev-red-ink': alts(`
    in red ink, underlined
    in red ink, twice
    in letters a finger high
  `),
  'ev-forgive-once': alts(`
    One might forgive it once
    Once might be forgiven
    Anyone may slip once
    A saint might forgive it the first time
    The abbess would forgive it once
    Once is a mistake
    Once, the parish might have overlooked
    A single slip is only human
    Even the geese forgive a first offence
    Once, I could have laughed off
  `),
  'evidence-time': alts(`
    The chronicle records it {$s-time}, a date now marked in {ev-black} in every almanac.
    It happened {$s-time}; the {ev-sundial} has refused to work since.
    Mark well: {$s-time}. {ev-time-aside}
    I remember it as if it were {$s-time}, because it was.
    The bells were silent {$s-time}, as if they already knew.
    Historians will speak of it as the {ev-outrage} of {$s-time}.
    Every almanac in the land now carries a small {ev-warning} {$s-time}.
    Note the hour: {$s-time}. {ev-time-aside}
  `),
  'ev-time-aside': alts('The {ev-calendar} {ev-time-since}.'),
  'ev-calendar': alts(`
    calendar
    almanac
    church clock
    abbey sundial
    parish bell
    town hourglass
  `),
  'ev-time-since': alts(`
    has not recovered
    has not been the same since
    still shudders at it
    has not kept good time since
    now skips that day entirely
    stopped for an hour in protest
  `),
  'ev-sundial': alts(`
    sundial
    church clock
    abbey bell
  `),
  'ev-black': alts(`
    black
    soot
    red
  `),
  'ev-outrage': alts(`
    outrage
    scandal
    disgrace
  `),
  'ev-warning': alts(`
    warning
    black border
    skull and crossbones
  `),
  'evidence-place': alts(`
    It happened {$s-place}, and the place has not been the same since.
    The people {$s-place} still lower their voices when thy name is spoken.
    A small plaque is being made, to hang {$s-place}, so that no one forgets.
    Travellers passing {$s-place} now make a little sign against misfortune.
    Ask the very walls {$s-place}; they saw everything.
    The scene of the crime was {$s-place}, and the crime was {ev-crime}.
    Even now, {$s-place}, they {ev-even-now}.
    If the walls {$s-place} could talk, they would {ev-walls}.
  `),
  'ev-crime': alts('thee\nthy conduct\nall thine'),
  'ev-even-now': alts('speak of it in whispers\nshake their heads at thy name\ntell the story to strangers'),
  'ev-walls': alts('ask for thee to be moved\nhave much to say\nnever stop'),
  'evidence-person': alts(`
    {$s-person} saw it all, and {$s-person} has agreed to {ev-testify}.
    Even {$s-person} was {ev-shocked}, and {$s-person} is not easily {ev-shocked}.
    Ask {$s-person}; the tale is the same from {ev-every-side}.
    {$s-person} has been told, and is taking my side, {ev-loudly}.
    I have it from {$s-person}, who {ev-has-it-from}.
  `),
  'ev-testify': alts('testify\nswear to it\ngive evidence'),
  'ev-shocked': alts('shocked\nsurprised'),
  'ev-every-side': alts('every side\nevery witness\nevery corner of the parish'),
  'ev-loudly': alts('loudly\nat length\nin public'),
  'ev-has-it-from': alts(
    'saw it with their own eyes\nwill tell it to anyone who asks\nhas not stopped talking about it',
  ),
  'evidence-deed': alts('{ev-deed-lead} thou {$s-deed2}.'),
  'ev-deed-lead': alts(`
    Nor is that all:
    Nor is that all, {$addressee}:
    And as if that were not enough,
    And, as if one outrage were not enough,
    Then, for good measure,
    Then, just to be thorough,
    The scribes had barely dried their quills when they learnt that
    The ink was still wet when word came that
    It gets worse, {$addressee}:
    It gets worse, I am afraid:
    Second in the charge sheet, and no less grave:
    Next on the charge sheet, and no better:
    I had thought the matter closed, until I heard that
    I had thought the worst was over, until I learnt that
    The parish had scarcely recovered when
    On top of all that,
  `),
  'evidence-plaint': alts(`
    And the scribes were told this too: {$s-plaint}.
    Let it also be recorded: {$s-plaint}.
    The tale goes on: {$s-plaint}.
    More was said, and all of it was damning: {$s-plaint}.
  `),
  'evidence-mention': alts(`
    Nor shall {$s-mention} go unmentioned; the scribes have underlined it {ct-underlined}.
    And then, {$s-mention}. We all know about {$s-mention}.
    I need only say {$s-mention}, and the whole {ev-hall} will nod.
    Let us not forget {$s-mention}; I certainly have not.
    Which brings me, inevitably, to {$s-mention}.
    A word, too, on {$s-mention}: the scribes are still laughing.
  `),
  'ev-hall': alts('hall\nparish\ntavern'),
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
    Here beginneth {al-next} {al-act} of {al-tale}.
    The {al-story} does not end there; it only {al-breath}.
    {al-turn}, for the {al-story} goes on{al-goes-on}
    And so to the next part of this {al-sorry} {al-story}.
    Let {al-scene-change}, and {al-outrage}.
    {al-new} {al-act}, {$addressee}, and no {al-kinder} than the last.
    Meanwhile, {al-meanwhile}.
  `),
  'al-turn': alts('Turn the page\nTurn the leaf\nRead on\nTurn over'),
  'al-scene-change': alts(`
    the scene change
    the candles be trimmed
    the hourglass be turned
    the curtain rise again
    the minstrel retune his lute
  `),
  'al-new': alts('A new\nAnother\nA fresh'),
  'al-meanwhile': alts(`
    back at the scene of the crime, matters did not {al-improve}
    elsewhere in the {al-parish}, the gossip spread like {al-butter}
    the plot thickened, like {al-porridge}
    the scribes refilled their inkpots and {al-braced}
    the {al-geese} were taking notes
  `),
  'al-improve': alts('improve\nget any better\nimprove one jot'),
  'al-parish': alts('parish\nvillage\nmarket'),
  'al-butter': alts('butter\nwildfire\nspilt ale'),
  'al-porridge': alts('cold porridge\ngravy\na bad stew'),
  'al-braced': alts('braced themselves\nsighed\nsent for more candles'),
  'al-geese': alts('geese\nneighbours\ncrows'),
  'al-next': alts(`
    the next
    another
    a fresh
  `),
  'al-act': alts(`
    act
    chapter
    canto
    part
  `),
  'al-tale': alts(`
    the tale
    this sorry saga
    the matter
    thy chronicle
  `),
  'al-story': alts(`
    story
    tale
    saga
    chronicle
  `),
  'al-breath': alts(`
    takes a breath
    stops to sharpen its quill
    pauses for a sip of ale
    turns the page
  `),
  'al-goes-on': alts(`
    .
    , and on.
    , and it does not get better.
  `),
  'al-sorry': alts(`
    sorry
    woeful
    tiresome
    shameful
    unhappy
  `),
  'al-outrage': alts(`
    the outrage continue
    the grievance roll on
    the tale grow darker
    the charges pile up
    the evidence march on
    the sorry tale go on
  `),
  'al-kinder': alts(`
    kinder
    gentler
    better for thee
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
    {curse-intro} {curse|cap}. {callback|cap}. {cb-when-done}, {curse}. {curse-close}
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
