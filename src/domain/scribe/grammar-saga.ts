/**
 * The interludes of a multi-page rant (a saga): rumours, catalogues of what the target is, prophecies.
 * A saga alternates the voice's own paragraphs with these, drawn from the large shared stock, so two or
 * three pages never hear the same line twice.
 */
import { alts, type Grammar } from './phrase-grammar'

export const sagaGrammar: Grammar = {
  interlude: alts('{rumours}\n{catalogue}\n{prophecy}'),
  catalogue: alts(`
    Let the scribes set down plainly what thou art. Thou art {insult}. Thou art {insult}. Thou art, moreover, {insult}, {simile}.
    The court has heard many descriptions of thee, and the clerk has kept them all: {insult}; {insult}; and, in one memorable case, {insult}.
    Some say thou art {insult}. Others say thou art {insult}. Both are right, and both are being generous.
  `),
  prophecy: alts(`
    Hear now what the seers foretell. {doom} {doom} And that is only the first week.
    The future has been read in the flight of a very nervous pigeon. {doom} {doom}
    Mark these words, for they come true even as thou readest. {doom} {doom} {doom}
  `),
  rumours: alts(`
    Consider the evidence. {rumour-line} {rumour-line} {witness-line}
    Let the witnesses speak. {rumour-line} {witness-line} {doom}
    The chroniclers were consulted, and they returned with a list. {rumour-line} {rumour-line} And that was only the first page.
    I have made enquiries, discreetly, in taverns. {rumour-line} {rumour-line} {doom}
  `),
}
