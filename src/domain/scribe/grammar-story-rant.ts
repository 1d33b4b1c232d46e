/**
 * The rant scrolls' story lines, which carry the customer's story into the scroll: the charge (what thou
 * didst), the evidence (the things, counts, times, places and people of the story), the verdict, the ties
 * and act leads that bring a stock paragraph back to the story, and the callback in the closing curse.
 * Every rant voice shares them; the voice's own stock is the seasoning around them. .low/.mid/.high follow
 * the intensity, from a raised eyebrow to the trumpets and the geese.
 *
 * The story's values are bound as `{$s-...}` (see `grammar-story.ts`).
 */
import { alts, type Grammar } from './phrase-grammar'

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
    , and I shall never forget it.
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
