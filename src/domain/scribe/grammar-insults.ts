/**
 * The rant voices' shared stock: what the target is called, what they are likened to, who has noticed and
 * what will become of them. A key ending in .1 to .5 belongs to that intensity; .low/.mid/.high to 1-2, 3
 * and 4-5. Every phrase stays PG-13 and absurd: geese, turnips and bad ale, never real harm.
 */
import { alts, type Grammar } from './phrase-grammar'

export const insultGrammar: Grammar = {
  'insult.1': alts(`
    a damp biscuit of a person
    a goose in a borrowed doublet
    a lute with but one string, and that one slightly flat
    a pudding that forgot to set
    a candle that gives more smoke than light
    a weathervane that cannot settle on a wind
    a sheep who has read half a book
    a scarecrow the crows find unconvincing
    a herald who has mislaid his trumpet and most of his point
    a jester between jokes
    a well-meaning draught in an otherwise cosy hall
    a loaf that did not quite rise to the occasion
  `),
  'insult.2': alts(`
    a turnip with delusions of parsnip
    a tavern stool with opinions
    a knight errant who errs a great deal more than he knights
    a minstrel whose only song is about himself
    a moat with no castle to speak of
    a dragon-slayer who has only ever slain a mild lizard
    a court jester the court has quietly stopped laughing at
    a soggy trencher at the high table
    a goat elected mayor by mistake
    a bell that rings at all the wrong hours
    a map that leads only to thine own opinions
    a pie with nothing in it but confidence
  `),
  'insult.3': alts(`
    a two-legged draught blowing through an ill-hung door
    a knave of the lesser and more tiresome sort
    a festering heap of bad decisions in a velvet hat
    a rat's understudy
    a muddy puddle that believes itself a lake
    a lickspittle without even the talent to lick well
    a varlet, a churl, and a disappointment to thy horse
    a mooncalf raised on gossip and cold porridge
    a beetle-brained scullion with airs
    a pickpocket of other people's patience
    a weasel in a borrowed cloak of virtue
    a clotpole of middling reputation and no prospects
  `),
  'insult.4': alts(`
    a bog-born calamity in a feathered cap
    a walking plague of small inconveniences
    the very reason the moat smells
    a gargoyle carved by a mason who hated his work
    a rampaging boil upon the backside of the realm
    a fen-sucked clotpole of the first water
    a pestilence with shoes on
    a swamp that has learned to wear a cloak
    a thundercloud of pettiness that rains only on picnics
    a sack of wet cabbages that learned to talk and has not stopped since
    a weevil in the royal granary of life
    a cautionary tale the nursemaids are forbidden to tell after dark
  `),
  'insult.5': alts(`
    a catastrophe the chroniclers will need a second quill to describe
    a calamity so vast it has its own weather
    the lowest rung on the ladder of creation, beneath the slug who regards the ladder with disdain
    a disaster the monks still pray about at vespers
    a plague the plague itself would cross the road to avoid
    a walking apocalypse with the manners of a startled goose
    an abomination in the sight of geese and men
    a stain upon the tapestry of history that no washerwoman dare approach
    the sort of error the heavens usually correct with a flood
    a dragon's hoard of disappointment, guarded by a smaller, sadder dragon
    the darkest chapter of a book nobody asked to read
    a cursed heirloom of a person, passed from village to village and wanted by none
  `),
  'simile.low': alts(`
    as welcome as rain at a jousting tournament
    as useful as a chocolate portcullis
    as graceful as a cow upon a frozen moat
    as subtle as a trumpet at a funeral
    as punctual as a tortoise on pilgrimage
    as sharp as a wooden spoon
    as convincing as a goat in a wimple
    as quiet as a blacksmith's wedding
  `),
  'simile.mid': alts(`
    as trustworthy as a fox appointed Keeper of the Henhouse
    as welcome as a wasp at a wedding feast
    as charming as a wet sock in a cathedral
    as useful as a sundial in a dungeon
    as warm as a crypt in February
    as fragrant as a tanner's apron in August
    as reliable as a bridge made of cheese
    as wise as an owl that has been dropped on its head
  `),
  'simile.high': alts(`
    as welcome as the plague at a harvest festival
    as beloved as a tax collector at a christening
    as dependable as a drawbridge worked by squirrels
    as pleasant as a boil on the nose of a trumpeter
    as necessary as a second Flood
    as fragrant as a dragon's breakfast, three days later
    as wanted as a leech at a blood-letting that has already finished
    as cherished as a wasp nest in the royal bedchamber
  `),
  witness: alts(`
    the baker
    the blacksmith's apprentice
    the abbess (who is not easily shocked)
    three separate goats
    the village idiot (who has asked not to be compared with thee)
    the entire Guild of Chandlers
    the town crier (who has quite lost his voice over it)
    my grandmother's cat
    the miller's donkey
    the court astrologer
    the landlord of the Drowned Duck
    every pigeon in the cathedral square
    the royal food-taster
    a passing friar (who crossed himself twice)
  `),
  'witness-line': alts(`
    Even {witness} has remarked upon it.
    Ask {witness}, if thou doubtest me.
    {witness|cap} saw it all, and has not been the same since.
    {witness|cap} has offered to testify, and so, separately, has {witness}.
    I have this on the authority of {witness}.
  `),
  rumour: alts(`
    thou once didst try to pay the ferryman in buttons
    thou hast been banned from three separate fairs for cheating at the ring toss
    thou didst teach a parrot to say thine own name and nothing else
    thou believest the moon to be a large cheese, and hast written to the king about it
    thou once didst challenge a windmill to a joust, and lose, on points
    thou sleepest with thy boots on, in case of compliments
    thou didst lose an argument to a scarecrow, and sulk about it for a week
    thou hast a portrait of thyself in thy bedchamber, and it is larger than the bed
    thou once didst get lost in a maze built for children, and hadst to be led out by a child
    thou hast never once returned a borrowed ladle
    thou whistlest in the chapel and blamest the organ
    thou didst try to sell the village its own well
    thou art the reason the abbey keeps its biscuits under lock and key
    thou hast named thy horse after thyself, and the horse resents it
  `),
  'rumour-line': alts(`
    It is said that {rumour}.
    {witness|cap} swears that {rumour}.
    Rumour has it that {rumour}, and rumour, for once, is being kind.
    They say in the taverns that {rumour}, and nobody in the taverns is surprised.
    I cannot prove that {rumour}, but I do not need to.
    Word at the well is that {rumour}.
    {witness|cap} tells me that {rumour}, and I believe every word.
    It is common knowledge in the {rumour-where} that {rumour}.
    The gossips are certain that {rumour}.
  `),
  'rumour-where': alts('market\nbakehouse\nabbey kitchens\nwashhouse'),
}
