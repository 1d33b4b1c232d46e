/**
 * What becomes of the target (doom) and the closing curse, by intensity: from buttered bread landing the
 * wrong way up (1) to the geese of seven counties marching on their house (5). Curses start with "may".
 */
import { alts, type Grammar } from './phrase-grammar'

export const curseGrammar: Grammar = {
  // each doom line has a word or two that varies (who heard, what they did), so a line seldom comes
  // back word for word in another scroll
  'doom.1': alts(`
    The {dm-trade} has heard of it, and {dm-trade-reaction}.
    A {dm-musician} has written a {dm-song-manner} {dm-song} about it.
    The {dm-gossips} have added thee to their {dm-weekday} list.
    Thy name was mentioned {dm-where}, followed by a small {dm-small-sound}.
    A {dm-bird} looked at thee this {dm-daytime} and decided {dm-not-bother}.
    The {dm-owner} cat was told of it, and {dm-cat-did}, which for that cat is a strong opinion.
    Thy neighbours have begun to close their {dm-shutters} a little more {dm-firmly} when thou passest.
    Someone {dm-where} said thy name, and everyone {dm-looked-away}.
    The {dm-cleric} has mentioned thee in {dm-sermon}, though only as '{dm-certain-person}'.
    Even thy {dm-shadow} has started to {dm-keep-distance}.
  `),
  'dm-trade': alts(`
    baker
    cobbler
    chandler
    miller
    thatcher
    cooper
    wheelwright
    candlemaker
  `),
  'dm-trade-reaction': alts(`
    is quietly disappointed in thee
    has gone rather quiet on the subject of thee
    now sells thee the second-best of everything
    sighed, and went back to work
  `),
  'dm-musician': alts(`
    minstrel
    wandering lutenist
    travelling fiddler
    village piper
  `),
  'dm-song-manner': alts(`
    short, mildly unflattering
    brief but pointed
    short and faintly mocking
  `),
  'dm-song': alts(`
    song
    ballad
    ditty
    jig
    roundelay
  `),
  'dm-gossips': alts(`
    village gossips
    washerwomen
    old men on the bench by the well
    ladies of the sewing circle
  `),
  'dm-weekday': alts(`
    Monday
    Thursday
    Saturday
    market-day
  `),
  'dm-where': alts(`
    at market
    at the well
    in the bakehouse
    at the ford
    outside the chapel
  `),
  'dm-small-sound': alts(`
    sigh
    silence
    cough
    shake of the head
  `),
  'dm-bird': alts(`
    goose
    heron
    duck
    crow
  `),
  'dm-daytime': alts(`
    morning
    afternoon
  `),
  'dm-not-bother': alts(`
    not to bother
    to look elsewhere
    it had better things to do
  `),
  'dm-owner': alts(`
    miller's
    abbot's
    baker's
    ferryman's
  `),
  'dm-cat-did': alts(`
    yawned
    blinked slowly
    turned its back
  `),
  'dm-shutters': alts(`
    shutters
    doors
    gates
    curtains
  `),
  'dm-firmly': alts(`
    firmly
    briskly
    loudly
  `),
  'dm-looked-away': alts(`
    found somewhere else to look
    remembered an errand
    became very interested in the weather
  `),
  'dm-cleric': alts(`
    parish priest
    visiting friar
    abbess
    curate
  `),
  'dm-sermon': alts(`
    a sermon
    the Sunday sermon
  `),
  'dm-certain-person': alts(`
    a certain person
    a soul we all know
    someone in this very parish
  `),
  'dm-shadow': alts(`
    shadow
    reflection
    own echo
    horse
  `),
  'dm-keep-distance': alts(`
    keep a little distance
    walk a step or two behind
  `),
  'doom.2': alts(`
    The town crier announces it {dm-crier-when}, between the weather and the price of {dm-goods}.
    The minstrels have begun a {dm-song} about it, and they rhyme thy name with '{dm-rhyme}'.
    The children of the {dm-parish} now play a game called 'Don't Be Like {$target}', and {dm-game-end}.
    Thy portrait in the {dm-hall} has been turned to face the wall{dm-wall-end}
    The dogs of the {dm-parish} have been informed and will bark accordingly.
    The geese of the {dm-parish} have been informed and will hiss accordingly.
    The {dm-tavern} keeps a stool for thee in the corner, facing the wall, with a small {dm-sign}.
    Thy reflection in the {dm-water} has been seen to {dm-sigh}.
    The {dm-elders} have added thee to the list of things not to mention at {dm-feasts}.
    The {dm-singers} have a song about thee now, and it has a very {dm-chorus} chorus.
    Travelling players have added thee to their {dm-play}, in the role of {dm-role}.
  `),
  'dm-crier-when': alts(`
    daily at noon
    every morning
    each market day
  `),
  'dm-goods': alts(`
    eggs
    turnips
    wool
    candles
  `),
  'dm-rhyme': alts(`
    turnip
    pudding
    cabbage
    bucket
    parsnip
  `),
  'dm-parish': alts(`
    parish
    village
    valley
  `),
  'dm-game-end': alts(`
    everybody loses
    nobody wants to be it
    it is very popular
  `),
  'dm-hall': alts(`
    tavern
    guildhall
    parish hall
    inn
  `),
  'dm-wall-end': alts(`
    .
    , and the wall has complained.
    , for the portrait's sake.
  `),
  'dm-tavern': alts(`
    tavern
    Drowned Duck
    inn by the bridge
  `),
  'dm-sign': alts(`
    sign
    bell
    notice
  `),
  'dm-water': alts(`
    millpond
    horse trough
    chapel window
    well
  `),
  'dm-sigh': alts(`
    sigh
    wince
    look away
  `),
  'dm-elders': alts(`
    village elders
    parish council
    guild wardens
  `),
  'dm-feasts': alts(`
    weddings
    christenings
    harvest suppers
    wakes
  `),
  'dm-singers': alts(`
    washerwomen at the river
    reapers in the top field
    shepherds on the hill
  `),
  'dm-chorus': alts(`
    catchy
    rude
    long
    memorable
  `),
  'dm-play': alts(`
    comedy
    farce
    mummers' play
  `),
  'dm-role': alts(`
    the donkey's back half
    the second turnip
    the village idiot's understudy
    a very small, confused dragon
  `),
  'doom.3': alts(`
    The Guild of {dm-clerks} has opened {dm-ledger}.
    The {dm-alehouse} has named its worst {dm-brew}.
    The {dm-abbot} has added a new sin to the list, and it bears thy {dm-initials}.
    Thy {dm-beast} has asked to be {dm-reassigned}.
    The scarecrows of the {dm-county} have met {dm-in-secret} and voted to frighten thee {dm-specifically}.
    The {dm-crier} now {dm-clears-throat} in a particular way whenever thou art near.
    The monks in the {dm-scriptorium} have drawn thee in the margin, riding a {dm-mount}, backwards.
    The {dm-food-guild} after thee, on grounds of {dm-grounds}.
    The {dm-smith} has {dm-forged} a small iron sign reading '{dm-sign-says}' and hung it where thou wilt see it.
    The {dm-ghost} ghost has moved out, citing thee as the {dm-reason}.
  `),
  'dm-clerks': alts(`
    Scribes
    Clerks
    Notaries
  `),
  'dm-ledger': alts(`
    a second ledger, for the first is full of thee
    a third ledger, for the first two are full of thee
    a fresh ledger, for the old one is full of thee
  `),
  'dm-alehouse': alts(`
    tavern
    alehouse
    Drowned Duck
  `),
  'dm-brew': alts(`
    ale after thee, which is an insult to the ale
    cider after thee, which is an insult to the cider
    pie after thee, which is an insult to the pie
  `),
  'dm-abbot': alts(`
    abbot
    bishop
    abbess
  `),
  'dm-initials': alts(`
    initials
    name
    likeness
  `),
  'dm-beast': alts(`
    horse
    mule
    donkey
    hound
    falcon
  `),
  'dm-reassigned': alts(`
    reassigned
    sold to someone kinder
    returned to its previous owner
  `),
  'dm-county': alts(`
    county
    shire
    valley
  `),
  'dm-in-secret': alts(`
    in secret
    in a barn at midnight
  `),
  'dm-specifically': alts(`
    specifically
    and only thee
    first
  `),
  'dm-crier': alts(`
    town crier
    bellringer
    herald
  `),
  'dm-clears-throat': alts(`
    clears his throat
    coughs
    pauses
  `),
  'dm-scriptorium': alts('scriptorium\nabbey\npriory'),
  'dm-mount': alts(`
    snail
    goose
    very small pig
    hedgehog
  `),
  'dm-food-guild': alts(`
    guild of bakers has refused to name a loaf
    brewers' guild has refused to name an ale
    cheesemongers' guild has refused to name a cheese
  `),
  'dm-grounds': alts(`
    taste
    hygiene
    common decency
  `),
  'dm-smith': alts(`
    blacksmith
    farrier
    tinker
  `),
  'dm-forged': alts(`
    forged
    hammered out
    made
  `),
  'dm-sign-says': alts(`
    No
    Not Thee
    Go Home
  `),
  'dm-ghost': alts(`
    local
    castle
    abbey
    tavern
  `),
  'dm-reason': alts(`
    reason
    cause
    last straw
  `),
  'doom.4': alts(`
    The {dm-heralds} have been told to announce thy arrival with {dm-fanfare}.
    The bards of {dm-kingdoms} kingdoms are locked in a contest to describe thee, and {dm-contest-end}.
    The {dm-king} has been told, and has ordered a {dm-span} of mild mourning.
    The cartographers have marked thy {dm-house} on every map: 'Here Be {dm-map-note}'.
    The {dm-church} stained glass has been updated, and thou art in the panel with the {dm-panel}.
    {dm-kingdoms|cap} kingdoms have sent envoys to ask that thou never visit any of them{dm-envoys-end}
    Thy name has been struck from the guest list of every {dm-banquet} until the next {dm-quarter-day} but {dm-few}.
    The {dm-jester} jester has {dm-retired}, saying he cannot compete with thee.
    Every {dm-flyer} in the realm now flies the long way round thy {dm-house}.
    The tapestry-weavers have run out of {dm-grey} thread depicting thy {dm-deeds}.
  `),
  'dm-heralds': alts(`
    heralds
    trumpeters
    court musicians
  `),
  'dm-fanfare': alts(`
    a long, low groan
    a single sad trumpet
    a small funeral march
    a sigh and a drumroll
  `),
  'dm-kingdoms': alts(`
    three
    four
    seven
  `),
  'dm-contest-end': alts(`
    all of them are winning
    the prize is a bucket
    none of them will be kind
  `),
  'dm-king': alts(`
    king
    queen
    old duke
  `),
  'dm-span': alts(`
    day
    week
    fortnight
  `),
  'dm-house': alts(`
    house
    door
    village
  `),
  'dm-map-note': alts(`
    Nonsense
    Trouble
    Geese
    Folly
  `),
  'dm-church': alts(`
    abbey's
    cathedral's
    chapel's
  `),
  'dm-panel': alts(`
    serpent
    plague of frogs
    golden calf
    whale
  `),
  'dm-envoys-end': alts(`
    .
    , not even on holiday.
    , ever.
  `),
  'dm-banquet': alts(`
    feast
    banquet
    wedding
    christening
  `),
  'dm-quarter-day': alts(`
    Michaelmas
    Candlemas
    Lammas
  `),
  'dm-few': alts(`
    four
    three
    seven
  `),
  'dm-jester': alts(`
    court
    king's
    duke's
  `),
  'dm-retired': alts(`
    retired
    taken holy orders
    gone back to juggling
  `),
  'dm-flyer': alts(`
    carrier pigeon
    crow
    goose
    swallow
  `),
  'dm-grey': alts(`
    grey
    brown
    mud-coloured
  `),
  'dm-deeds': alts(`
    deeds
    misdeeds
    latest exploits
  `),
  'doom.5': alts(`
    The chroniclers have reserved a whole {dm-tome} for thee, bound in the deepest shade of {dm-shame}.
    Comets have been sighted over the {dm-realm}, and the astrologers agree they are about thee{dm-personally}
    The geese of the {dm-geese-land} have been informed, and they are massing at the {dm-border}.
    Historians not yet born will {dm-historians} at the mention of thy name.
    Every church bell in the {dm-diocese} now rings a special peal of {dm-peal} at thy approach.
    The {dm-sky-light} has asked to be excused from shining on thy side of the {dm-valley}.
    A new constellation has been named after thee; it is shaped like a small, angry {dm-shape}.
    The dragons of the {dm-hills} have heard of thee, and are said to be {dm-nervous}.
    The royal {dm-astronomers} have recalculated the calendar so that thy {dm-birthday} falls on no day at all.
    The sea itself withdrew a little further from the {dm-shore} when thy name was {dm-read-aloud}.
  `),
  'dm-tome': alts(`
    volume
    tome
    book
  `),
  'dm-shame': alts(`
    embarrassment
    regret
    disgrace
  `),
  'dm-realm': alts(`
    kingdom
    abbey
    marshes
    county
  `),
  'dm-personally': alts(`
    .
    , personally.
  `),
  'dm-geese-land': alts(`
    realm
    seven counties
    northern marshes
  `),
  'dm-border': alts(`
    border
    river
    edge of thy land
  `),
  'dm-historians': alts(`
    sigh
    groan
    wince
    put down their quills
  `),
  'dm-diocese': alts(`
    county
    kingdom
    diocese
  `),
  'dm-peal': alts(`
    disappointment
    sorrow
    warning
  `),
  'dm-sky-light': alts(`
    moon
    sun
    morning star
  `),
  'dm-valley': alts(`
    valley
    river
    street
  `),
  'dm-shape': alts(`
    turnip
    goose
    cabbage
    boot
  `),
  'dm-hills': alts(`
    northern hills
    western mountains
    far isles
  `),
  'dm-nervous': alts(`
    nervous
    hiding
    packing
  `),
  'dm-astronomers': alts(`
    astronomers
    calendar-makers
    almanac-writers
  `),
  'dm-birthday': alts(`
    birthday
    name day
    feast day
  `),
  'dm-shore': alts(`
    shore
    harbour wall
    beach
  `),
  'dm-read-aloud': alts(`
    read aloud
    mentioned
    spoken
  `),
  'curse.1': alts(`
    may thy bread always land butter-side down
    may thy candle gutter just as the story grows good
    may thy socks be ever so slightly damp
    may thy quill blot upon every signature
    may a pigeon regard thee with mild contempt wherever thou goest
    may thy porridge be a little too hot, and then suddenly a little too cold
    may every door thou pushest want pulling
    may the last apple in the barrel always be the one with the worm
  `),
  'curse.2': alts(`
    may thy mead turn to vinegar at the first sip
    may every bard in the realm mispronounce thy name
    may thy horse develop opinions
    may thy boots fill with gravel each morning
    may thy washing never quite dry
    may thy favourite tavern run out of pie the moment thou arrivest
    may thy tinderbox fail thee on every cold night
    may thy hat blow off at every important occasion
  `),
  // the curses of 3-5 have a word that varies, as a high curse may stand alone as a sentence
  'curse.3': alts(`
    may geese pursue thee from {cu3-market} and back again
    may thy chamber pot be forever one finger too full
    may thy lute slip out of tune whenever thou beginnest to {cu3-serenade}
    may thine ale be warm and thy {cu3-pottage} be cold
    may thy roof leak, but only above thy {cu3-pillow}
    may every tavern dog in the {cu3-kingdom} mistake thy leg for a tree
    may thy shoes be ever on the wrong feet, and may no {cu3-cobbler} ever notice
    may thy feather bed be stuffed with the feathers of a particularly {cu3-bony} hen
  `),
  'cu3-market': alts('market to chapel\nmill to market\ndoor to door'),
  'cu3-serenade': alts('serenade\nsing\nplay'),
  'cu3-pottage': alts('pottage\nsoup\nporridge'),
  'cu3-pillow': alts('pillow\nsupper\nfavourite chair'),
  'cu3-kingdom': alts('kingdom\ncounty\nshire'),
  'cu3-cobbler': alts('cobbler\nfriend\nservant'),
  'cu3-bony': alts('bony\nbad-tempered\nscratchy'),
  'curse.4': alts(`
    may a flock of {cu4-geese} pursue thee unto the end of thy days
    may thine enemies multiply like rabbits in spring, and may all of them own {cu4-trumpets}
    may every cat in the kingdom push thy {cu4-goblets} off the table while holding thy gaze
    may thy cheese be ever mouldy and thy wine ever {cu4-corked}
    may thy privy be haunted by a ghost with a great deal to {cu4-say}
    may the bells of every church ring out of tune whenever thou tryest to {cu4-sleep}
    may thine every itch lie exactly {cu4-itch}
    may a woodpecker take up residence in thy {cu4-bedpost}
  `),
  'cu4-geese': alts('geese\nswans\nducks'),
  'cu4-trumpets': alts('trumpets\ndrums\nbagpipes'),
  'cu4-goblets': alts('goblets\ncandlesticks\ninkpots'),
  'cu4-corked': alts('corked\nsour\nwatered'),
  'cu4-say': alts('say\nconfess\ncomplain about'),
  'cu4-sleep': alts('sleep\nnap\nthink'),
  'cu4-itch': alts('between thy shoulder blades\nwhere thou canst not reach\nunder thy armour'),
  'cu4-bedpost': alts('bedpost\nfront door\nheadboard'),
  'curse.5': alts(`
    may the geese of seven counties unite beneath one banner and march upon thy {cu5-house}
    may thy name become the word peasants cry out when they {cu5-stub-toes}
    may the heavens rain upon thee alone, one small personal cloud, for a {cu5-thousand} years
    may thy portrait hang crooked for all eternity, and may no {cu5-servant} ever straighten it
    may thy descendants inherit thy chin, thy temper and thy taste in {cu5-hats}
    may every bard until the end of time rhyme thy name with '{cu5-dung}'
    may a plague of mildly venomous frogs take lodgings in thy {cu5-boots}
    may thy {cu5-soup} be forever haunted by the ghost of a better {cu5-soup-b}
    may thy well run dry and thy moat run over, both at once, every {cu5-tuesday}
  `),
  'cu5-soup': alts('soup\nstew\npottage'),
  'cu5-soup-b': alts('one\nrecipe\nsoup'),
  'cu5-house': alts('house\nbarn\nbedchamber'),
  'cu5-stub-toes': alts('stub their toes\ndrop their bread\nstep in puddles'),
  'cu5-thousand': alts('thousand\nhundred'),
  'cu5-servant': alts('servant\nguest\npainter'),
  'cu5-hats': alts('hats\nshoes\npoetry'),
  'cu5-dung': alts('dung\nmud\nbilge'),
  'cu5-boots': alts('boots\nbed\nbest hat'),
  'cu5-tuesday': alts('Tuesday\nfeast day\nSunday'),
  'cb-when-done': alts(`
    And when all that is done
    And once all that is done
    And when that is over
    Then, to finish
    And after all of that
    Last of all
  `),
  'curse-block.low': alts(`
    {curse-intro} {curse|cap}, and {own-curse}. {curse-close}
    {curse-intro} {curse|cap}; {curse}; and {own-curse}. {curse-close}
    {curse-intro} {own-curse|cap}, and {curse}. {curse-close}
  `),
  'curse-block.mid': alts(`
    {curse-intro} {curse|cap}; {own-curse}; and {curse}. {curse-close}
    {curse-intro} {own-curse|cap}; {curse}; and, for good measure, {curse}. {curse-close}
  `),
  'curse-block.high': alts(`
    {curse-intro} {curse|cap}; {curse}; {own-curse}; and, above all, {curse}. {curse-close}
    {curse-intro} {curse|cap}. {own-curse|cap}. {curse|cap}. {cb-when-done}, {curse}. {curse-close}
    {curse-intro} {own-curse|cap}; {curse}; {curse}; and, should any of that fail, {curse}. {curse-close}
  `),
  // the last line under every rant's curse: a formula and a tail, many of each, so no one closing line
  // follows most curses; gentle at 1-2, final at 3, grand at 4-5
  'curse-close.low': alts(`
    {cc-written.low}, {cc-gently}.
    {cc-written.low}, {cc-gently}.
    {cc-small-curse}, but {cc-thine}.
    Nothing personal. Well. {cc-little-personal}
    It will wear off {cc-wear-off}. {cc-probably}
  `),
  'cc-written.low': alts(`
    So let it be written
    Thus it is written
    So it is set down
    Thus the scribes have set it down
    So the curse is laid
    So it is sealed
    Let it be entered in the ledger
    Thus it is done
  `),
  'cc-gently': alts(`
    gently
    kindly, on the whole
    softly, and with a small sigh
    in the mildest ink the Scriptorium keeps
    with only the faintest frown
    and no harder than it needs to be
    with a feather rather than a quill
    with more sorrow than malice
    in the politest hand we have
    with a biscuit, by way of apology
  `),
  'cc-small-curse': alts(`
    It is a small curse
    It is a modest curse
    This is but a little curse
    It is a curse of the pocket-sized kind
    It is only a light curse
  `),
  'cc-thine': alts(`
    it is thine
    it was made for thee alone
    it fits thee beautifully
    it was knitted with care
    it is all thine
  `),
  'cc-little-personal': alts(`
    A little personal.
    Somewhat personal.
    Quite personal.
    Rather personal.
  `),
  'cc-wear-off': alts(`
    by Michaelmas
    by the next full moon
    in a week or two
    by the spring
    before the harvest
    when the geese fly south
    once thou hast said sorry
    by Lent, or thereabouts
    by Twelfth Night
    after a good night's sleep
    in a fortnight, give or take
    when thou hast mended thy ways
  `),
  'cc-probably': alts(`
    Probably.
    Eventually.
    Most likely.
    In theory.
  `),
  'curse-close.mid': alts(`
    {cc-written.mid}{cc-done.mid}.
    {cc-written.mid}{cc-done.mid}.
    {cc-ink-dry}; the curse {cc-curse-wet}.
    The {cc-house} does not {cc-refund}, and neither does the curse.
  `),
  'cc-written.mid': alts(`
    So let it be written
    Thus it is written
    So it is written
    Let it be set down
    Thus the scribes have written it
    So it is sealed
  `),
  'cc-done.mid': alts(`
    ; so let it be done
    ; so let it be done, and swiftly
    , and thus it shall be
    , and so it shall come to pass
    , and the geese will see to the rest
    , and let no clerk undo it
    , and there is no appeal
  `),
  'cc-ink-dry': alts(`
    The ink is dry
    The wax has set
    The seal is pressed
    The scribe has gone home
    The quill is back in its pot
  `),
  'cc-curse-wet': alts(`
    is not
    is only just waking
    is still wet and very keen
    has barely begun
    is only warming up
  `),
  'cc-house': alts(`
    Scriptorium
    Guild of Scribes
    abbot
    management
  `),
  'cc-refund': alts(`
    do refunds
    take returns
    offer exchanges
    accept complaints
  `),
  'curse-close.high': alts(`
    {cc-written-high}, and {cc-grand-wish}.
    Thus it is {cc-sealed}, and wax does not {cc-forgive}.
    {cc-this-curse} is {cc-binding}, {cc-as-are}.
    {cc-stand} until {cc-until}, which is to say: {cc-for-ever}.
  `),
  'cc-written-high': alts(`
    So let it be written, so let it be done
    Thus it is written, thus it is done
    So it is written and so it is sealed
    Written, sealed and witnessed
  `),
  'cc-grand-wish': alts(`
    may the scribes never run out of ink
    may the geese see to the rest
    may no abbot ever lift it
    may every bell in the land ring it in
    let no wizard dare undo it
    may the ink outlive us all
    may the heavens countersign it
  `),
  'cc-sealed': alts(`
    sealed in wax
    sealed in black wax
    stamped in red wax
    set in wax
    pressed in wax
  `),
  'cc-forgive': alts(`
    forgive
    forget
    negotiate
    take bribes
    listen to excuses
  `),
  'cc-this-curse': alts(`
    This curse
    The foregoing curse
    Every word above
    The curse herein
  `),
  'cc-binding': alts(`
    non-refundable
    non-returnable
    binding
    final
  `),
  'cc-as-are': alts(`
    as are all our services
    as is everything we sell
    by order of the Scriptorium
    and the geese have the receipt
    and the abbot has a copy
  `),
  'cc-stand': alts(`
    Let it stand
    Let it hold
    Let it last
    May it endure
  `),
  'cc-until': alts(`
    the last goose falls silent
    the last bell stops ringing
    the sea runs dry
    the moon goes out
    the abbot finishes his sermon
    the mountains wear flat
  `),
  'cc-for-ever': alts(`
    for ever
    never
    for ever and a Tuesday
  `),
}
