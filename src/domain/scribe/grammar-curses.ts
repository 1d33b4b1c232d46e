/**
 * What becomes of the target (doom) and the closing curse, by intensity: from buttered bread landing the
 * wrong way up (1) to the geese of seven counties marching on their house (5). Curses start with "may".
 */
import { alts, type Grammar } from './phrase-grammar'

export const curseGrammar: Grammar = {
  'doom.1': alts(`
    The baker has heard of it, and he is quietly disappointed in thee.
    A minstrel has written a short, mildly unflattering song about it.
    The village gossips have added thee to their Thursday list.
    Thy name was mentioned at market, followed by a small sigh.
    A goose looked at thee this morning and decided not to bother.
    The miller's cat was told of it, and yawned, which for that cat is a strong opinion.
    Thy neighbours have begun to close their shutters a little more firmly when thou passest.
    Someone at the well said thy name and everyone found somewhere else to look.
    The parish priest has mentioned thee in his sermon, though only as 'a certain person'.
    Even thy shadow has started to keep a little distance.
  `),
  'doom.2': alts(`
    The town crier announces it daily at noon, between the weather and the price of eggs.
    The minstrels have begun a ballad about it, and they rhyme thy name with 'turnip'.
    The children of the village now play a game called 'Don't Be Like {$target}'.
    Thy portrait in the tavern has been turned to face the wall.
    The dogs of the parish have been informed and will bark accordingly.
    The tavern keeps a stool for thee in the corner, facing the wall, with a small sign.
    Thy reflection in the millpond has been seen to sigh.
    The village elders have added thee to the list of things not to mention at weddings.
    The washerwomen at the river have a song about thee now, and it has a very catchy chorus.
    Travelling players have added thee to their comedy, in the role of the donkey's back half.
  `),
  'doom.3': alts(`
    The Guild of Scribes has opened a second ledger, for the first is full of thee.
    The tavern has named its worst ale after thee, which is an insult to the ale.
    The abbot has added a new sin to the list, and it bears thy initials.
    Thy horse has asked to be reassigned.
    The scarecrows of the county have met in secret and voted to frighten thee specifically.
    The town crier now clears his throat in a particular way whenever thou art near.
    The monks in the scriptorium have drawn thee in the margin, riding a snail, backwards.
    The guild of bakers has refused to name a loaf after thee, on grounds of taste.
    The blacksmith has forged a small iron sign reading 'No' and hung it where thou wilt see it.
    The local ghost has moved out, citing thee as the reason.
  `),
  'doom.4': alts(`
    The heralds have been told to announce thy arrival with a long, low groan.
    The bards of three kingdoms are locked in a contest to describe thee, and all of them are winning.
    The king has been told, and has ordered a day of mild mourning.
    The cartographers have marked thy house on every map: 'Here Be Nonsense'.
    The abbey's stained glass has been updated, and thou art in the panel with the serpent.
    Three kingdoms have sent envoys to ask that thou never visit any of them.
    Thy name has been struck from the guest list of every feast until the next Michaelmas but four.
    The court jester has retired, saying he cannot compete with thee.
    Every carrier pigeon in the realm now flies the long way round thy house.
    The tapestry-weavers have run out of grey thread depicting thy deeds.
  `),
  'doom.5': alts(`
    The chroniclers have reserved a whole volume for thee, bound in the deepest shade of embarrassment.
    Comets have been sighted over the kingdom, and the astrologers agree they are about thee.
    The geese of the realm have been informed, and they are massing at the border.
    Historians not yet born will sigh at the mention of thy name.
    Every church bell in the county now rings a special peal of disappointment at thy approach.
    The moon has asked to be excused from shining on thy side of the valley.
    A new constellation has been named after thee; it is shaped like a small, angry turnip.
    The dragons of the northern hills have heard of thee, and are said to be nervous.
    The royal astronomers have recalculated the calendar so that thy birthday falls on no day at all.
    The sea itself withdrew a little further from the shore when thy name was read aloud.
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
  'curse.3': alts(`
    may geese pursue thee from market to chapel and back again
    may thy chamber pot be forever one finger too full
    may thy lute slip out of tune whenever thou beginnest to serenade
    may thine ale be warm and thy pottage be cold
    may thy roof leak, but only above thy pillow
    may every tavern dog in the kingdom mistake thy leg for a tree
    may thy shoes be ever on the wrong feet, and may no cobbler ever notice
    may thy feather bed be stuffed with the feathers of a particularly bony hen
  `),
  'curse.4': alts(`
    may a flock of geese pursue thee unto the end of thy days
    may thine enemies multiply like rabbits in spring, and may all of them own trumpets
    may every cat in the kingdom push thy goblets off the table while holding thy gaze
    may thy cheese be ever mouldy and thy wine ever corked
    may thy privy be haunted by a ghost with a great deal to say
    may the bells of every church ring out of tune whenever thou tryest to sleep
    may thine every itch lie exactly between thy shoulder blades
    may a woodpecker take up residence in thy bedpost
  `),
  'curse.5': alts(`
    may the geese of seven counties unite beneath one banner and march upon thy house
    may thy name become the word peasants cry out when they stub their toes
    may the heavens rain upon thee alone, one small personal cloud, for a thousand years
    may thy portrait hang crooked for all eternity, and may no servant ever straighten it
    may thy descendants inherit thy chin, thy temper and thy taste in hats
    may every bard until the end of time rhyme thy name with 'dung'
    may a plague of mildly venomous frogs take lodgings in thy boots
    may thy soup be forever haunted by the ghost of a better soup
    may thy well run dry and thy moat run over, both at once, every Tuesday
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
    {curse-intro} {curse|cap}. {own-curse|cap}. {curse|cap}. And when all that is done, {curse}. {curse-close}
    {curse-intro} {own-curse|cap}; {curse}; {curse}; and, should any of that fail, {curse}. {curse-close}
  `),
  'curse-close.low': alts(`
    So let it be written, gently.
    It is a small curse, but it is thine.
    Nothing personal. Well. A little personal.
    It will wear off. Probably.
  `),
  'curse-close.mid': alts(`
    So let it be written; so let it be done.
    The ink is dry; the curse is not.
    Thus it is written, and thus it shall be.
    The Scriptorium does not do refunds, and neither does the curse.
  `),
  'curse-close.high': alts(`
    So let it be written, so let it be done, and may the scribes never run out of ink.
    Thus it is sealed in wax, and wax does not forgive.
    This curse is non-refundable, as are all our services.
    Let it stand until the last goose falls silent, which is to say: for ever.
  `),
}
