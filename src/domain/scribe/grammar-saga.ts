/**
 * The interludes of a multi-page rant (a saga): rumours, catalogues of what the target is, prophecies.
 * A saga alternates the voice's own paragraphs with these, drawn from the large shared stock, so two or
 * three pages never hear the same line twice.
 */
import { alts, type Grammar } from './phrase-grammar'

export const sagaGrammar: Grammar = {
  interlude: alts('{rumours}\n{catalogue}\n{prophecy}'),
  catalogue: alts(`
    Let {sg-scribes} set down {sg-plainly} what thou art. Thou art {insult}. Thou art {insult}. Thou art, moreover, {insult}, {simile}.
    The court has heard many descriptions of thee, and {sg-clerk} has kept them all: {insult}; {insult}; and, in one memorable case, {insult}.
    Some say thou art {insult}. Others say thou art {insult}. {sg-both-right}, and {sg-generous}.
    {sg-asked|cap} what thou art, and the answers came back: {insult}; {insult}; and {insult}.
  `),
  'sg-scribes': alts(`
    the scribes
    the clerks
    the record
    the chroniclers
    this scroll
  `),
  'sg-plainly': alts(`
    plainly
    once and for all
    in a clear hand
    for posterity
  `),
  'sg-clerk': alts(`
    the clerk
    the recorder
    a patient notary
  `),
  'sg-both-right': alts(`
    Both are right
    Both are correct
    Both have a point
    Neither is wrong
  `),
  'sg-generous': alts(`
    both are being generous
    both are being kind
    both are understating it
    neither went far enough
  `),
  'sg-asked': alts(`
    the parish was asked
    I asked the tavern
    the washerwomen were asked
    I asked three separate goats
  `),
  prophecy: alts(`
    {sg-hear-now} what the {sg-seers} {sg-foretell}. {doom} {doom} {sg-first-week}
    {sg-future} {sg-omen}. {doom} {doom}
    {sg-mark-words}, for they {sg-come-true}. {doom} {doom} {doom}
  `),
  'sg-hear-now': alts(`
    Hear now
    Attend now to
    Listen well to
    Mark well
  `),
  'sg-seers': alts(`
    seers
    soothsayers
    wise women of the village
    cathedral astrologers
    hermits of the hills
  `),
  'sg-foretell': alts(`
    foretell
    have foreseen
    have seen in the smoke
  `),
  'sg-first-week': alts(`
    And that is {sg-only} {sg-first-week-what}.
  `),
  'sg-only': alts('only\nmerely\njust'),
  'sg-first-week-what': alts(`
    the first week
    the first Tuesday
    before breakfast
    what they could bear to say aloud
    the opening act
    the part they would write down
    the first chapter
    the warm-up
    what they saw before the candle went out
    the part they could bear to look at
    the mild version
  `),
  'sg-future': alts(`
    The future has been read in
    The seers have read thy fortune in
    Thy fate was read in
    Thy fortune has been told from
  `),
  'sg-omen': alts(`
    the flight of a very nervous pigeon
    the dregs of a tankard
    the crust of a burnt pie
    the shape of a suspicious cloud
    the bubbles of the abbey soup
    a cracked egg
  `),
  'sg-mark-words': alts(`
    Mark these words
    Heed these words
    Take these words to heart
    Read these words slowly
  `),
  'sg-come-true': alts(`
    come true even as thou readest
    are already coming true
    were true before the ink was dry
    come a little truer each time they are read
  `),
  rumours: alts(`
    Consider the evidence. {rumour-line} {rumour-line} {witness-line}
    Let the {sg-witnesses} {sg-speak}. {rumour-line} {witness-line} {doom}
    The {sg-chroniclers} were consulted, and they returned with {sg-a-list}. {rumour-line} {rumour-line} {sg-first-page}
    I have made enquiries, {sg-discreetly}, in {sg-taverns}. {rumour-line} {rumour-line} {doom}
  `),
  'sg-witnesses': alts(`
    witnesses
    neighbours
    gossips
    washerwomen
    tavern regulars
    geese
  `),
  'sg-speak': alts('speak\nhave their say\nstep forward\nbe heard'),
  'sg-chroniclers': alts(`
    chroniclers
    gossips
    tavern-keepers
    parish clerks
    washerwomen
  `),
  'sg-a-list': alts(`
    a list
    a long list
    a very long list
    two lists and a footnote
  `),
  'sg-first-page': alts(`
    And that was {sg-only} {sg-first-page-what}.
  `),
  'sg-first-page-what': alts(`
    the first page
    the first page of several
    the preface
    the summary
    the short version
    the part fit to print
    the index
  `),
  'sg-discreetly': alts(`
    discreetly
    quietly
    at some expense
  `),
  'sg-taverns': alts(`
    taverns
    the market
    three taverns
    the bathhouse
    the abbey kitchens
  `),
}
