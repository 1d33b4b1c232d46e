/**
 * Word lists the rules share, written `{NAME}` in a pattern. They read the `words` view, where "thee",
 * "thou" and "u" are already "you", "thy" is "your" and "I'll" is "i will" (`normalise.ts`).
 */
const vocabulary: Record<string, string> = {
  YOU: '(?:you|yall|you all|you lot)',
  YOUR: '(?:your)',
  YOU_ARE: '(?:you are|you were|youre)',
  YOU_WILL: '(?:you (?:will|shall|are going to|are about to)|youll)',
  /** the sender saying what they mean to do, with or without the "I" ("Going to smash your head in") */
  I_WILL:
    '(?:i (?:will|shall|would|am going to|am about to|am coming to|am coming round to|am coming over to|want to|intend to|plan to|promise to|swear i will|have to|must|got to|need to|am gonna|will come and|will come round and)|ill|we (?:will|shall|are going to|are coming to|want to)|(?<=^|\\. )(?:going to|will|gonna))',
  /** up to four words between "I will" and the verb ("I will personally come round and ..."), never "not" */
  FILLER: '(?:(?!not |never |ever |no )[a-z]+ ){0,4}',
  /** a person or pet a threat reaches through */
  KIN: '(?:family|kids?|children|child|sons?|daughters?|wife|husband|partner|boyfriend|girlfriend|mum|mom|mother|dad|father|parents|brothers?|sisters?|baby|babies|grandkids|grandchildren|nan|gran|grandma|granny|dogs?|cats?|pets?|puppy|kitten|horse|hamster|rabbit|parrot|little ones)',
  /** killing and maiming: a threat of real harm whoever says it */
  KILL: '(?:kill|murder|stab|shoot|strangle|choke|slaughter|butcher|behead|decapitate|lynch|hang|gut|skin|torture|maim|mutilate|poison|drown|suffocate|smother|execute|assassinate|shank|knife|gun down|rape|cripple|disembowel|dismember|bludgeon|kidnap|abduct)',
  /** hurting: a threat when the sender says they will */
  HURT: '(?:hurt|harm|attack|assault|maul|beat|batter|beat up|bash|glass|jump|bottle|headbutt|stamp on|break|smash up|rough up)',
  /** a blow a roast may still threaten in jest: held, never refused */
  BLOW: '(?:punch|slap|smack|thump|whack|wallop|clobber|clout|belt|lamp|deck|kick|knee|elbow|choke slam|body slam)',
  /** what makes a violent-sounding verb a joke: a game, a prop, a kindness */
  IN_JEST:
    '(?:(?:at|in|on) (?:chess|darts|cards|pool|snooker|scrabble|monopoly|mario kart|poker|tennis|golf|squash|bowling|karaoke|trivia|(?:the )?(?:pub )?quiz|football|fifa|bridge|ping pong|table tennis|badminton|cribbage|bingo|uno|risk|cluedo|twister|board games?|video games?|games?|arm wrestling|(?:a |the )?race|laser tag|paintball|dodgeball|charades|sudoku|wordle|the (?:dance floor|debate|election|bake off|office olympics|sack race|egg and spoon race)|an? (?:argument|debate|duel of wits|game|race|contest|competition|match|staring contest|pillow fight|snowball fight|water fight|bake off|dance off|rap battle))|with (?:kindness|love|compliments|affection|cuteness|charm|puns|jokes|boredom|sarcasm|sass|hugs|kisses|tickles|cake|cupcakes|biscuits|glitter|confetti|bubbles|pillows|feathers|laughter|questions|paperwork|(?:an?|my|this|the) (?:wet |soggy |rubber |foam |dead |large |giant |stale |frozen |damp |single |pool )?(?:herring|haddock|trout|kipper|mackerel|fish|noodle|feather|pillow|baguette|sock|lettuce|spoon|leek|marshmallow|pie|custard pie|cream pie|banana|cucumber|courgette|parsnip|turnip|cabbage|stick of celery|sponge|glove|gauntlet|scroll|letter|quill|pun|joke|compliment)|my (?:puns|jokes|singing|cooking|dancing|dance moves|wit|charm|stories|spreadsheets|powerpoints|questions|karaoke|poetry|banter|cuteness|love|beauty|good looks|bagpipes|recorder|accordion|kazoo|holiday photos|slideshow|opinions))|in (?:paperwork|compliments|love|glitter|kisses|admin|emails|puns|sarcasm|affection|hugs|cake|praise|gifts|kindness|laughter|tickles)|out to dry|(?:a|an) (?:message|email|text|look|glance|line|smile|dm|wink|note|invite|invitation|quick|postcard)|to (?:it|the punch|the (?:last|final) (?:slice|biscuit|chip|word|parking space))|(?:up )?(?:the )?stairs|out of (?:the|my) (?:house|office|kitchen|will|group chat)|off (?:the|my|our) (?:team|sofa|couch|list|group chat|christmas card list))',
  /** what makes "I have been watching you ..." fond or petty: growing up, two falling in love, my biscuits */
  FOND: '(?: (?:grow|growing|become|becoming|succeed|succeeding|shine|shining|blossom|blossoming|play|playing|perform|performing|sing|singing|dance|dancing|learn|learning|flourish|flourishing|thrive|thriving|mature|two|both|all|fall|falling|raise|raising|build|building|win|winning|try|trying|change|changing|chase|chasing)\\b| on (?:instagram|twitter|tiktok|facebook|youtube|social media)\\b| (?:[a-z]+ ){0,2}my\\b)',
  /** what makes "I have been watching you" the words of a stalker: nothing after it, or the creeping */
  CREEPING:
    '(?= \\.|$| (?:home|to work|to school|around|sleep|sleeping|undress|undressing|at night|every|through|from|closely|for (?:days|weeks|months|years)|leave|leaving|come home|coming home|get home|getting home|in the shower|in bed|at home|at work|in your|on your way|when you)\\b)',
  /** a real authority a letter might pretend to come from; "the Court of Petty Grievances" is not one */
  AUTHORITY:
    '(?:(?:the )?(?:(?:metropolitan|met|city of london|thames valley|west midlands|greater manchester|merseyside|south yorkshire|west yorkshire|avon and somerset|devon and cornwall|kent|essex|sussex|surrey|hampshire|local|state|county|city|nypd|lapd|new york|los angeles|chicago|transport|british transport) )?police(?: service| department| force| scotland| station| constabulary)?|scotland yard|[a-z]+ constabulary|fbi|cia|nsa|irs|hmrc|(?:hm|her majestys|his majestys) revenue(?: and customs)?|inland revenue|dvla|dwp|home office|ministry of (?:justice|defence)|department (?:of|for) (?:justice|homeland security|work and pensions|state|revenue|education|health|transport)|(?:[a-z]+ )?(?:county|crown|magistrates|supreme|high|family|district|federal|circuit|small claims) court(?! of (?!justice\\b))|courts? service|hm courts|bailiffs?|sheriffs? (?:office|department)|interpol|border force|immigration (?:enforcement|office|services)|tv licensing|(?:[a-z]+ )?(?:city|county|borough|district|town|parish) council|nhs trust|social services|child protection services|crown prosecution service|cps|trading standards|(?:barclays|hsbc|lloyds|natwest|santander|nationwide|halifax|monzo|starling|chase|wells fargo|bank of america|citibank|capital one|american express)(?: bank)?|your bank|your employer|hr department|human resources department)',
}

const reference = /\{([A-Z_]+)\}/g

/** A pattern with every `{NAME}` replaced by its word list; an unknown name is a mistake in the rules. */
export function expandVocabulary(pattern: string): string {
  return pattern.replace(reference, (_, name: string) => {
    const words = vocabulary[name]
    if (words === undefined) throw new Error(`the screen rules name an unknown word list {${name}}`)
    return words
  })
}
