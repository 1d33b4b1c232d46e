/**
 * The weekly drawing's letter to its winner (drawn Mondays at noon): the free lightning roast of the
 * target they entered is attached by the caller.
 */
import { scrollProducts } from '../../domain/catalog-products'
import { formatCents } from '../../domain/money'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { dayLabel, type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

export type DrawingWinnerInput = {
  /** the name on the entry, which is optional */
  winnerName: string | null
  targetName: string
  /** the Monday of the week drawn */
  weekOf: Date
  entryCount: number
}

export function drawingWinnerEmail(input: DrawingWinnerInput): EmailParts {
  const target = oneLine(input.targetName)
  const entrants = input.entryCount === 1 ? 'one soul' : `${input.entryCount} souls`
  return renderEmail({
    subject: 'Thou hast won the weekly lightning roast!',
    preheader: `The lot fell to thee: a free lightning roast of ${target} is attached.`,
    heading: 'The Lot Has Fallen to Thee',
    blocks: [
      // spoken to, a name drops its article: "Hail, Duchess!"
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.winnerName ?? '')) || 'noble entrant'), '!'),
      paragraph(
        "Every Monday at noon the Scriptorium draws one name from the week's entries for a free lightning ",
        `roast. For the week of ${dayLabel(input.weekOf)}, ${entrants} entered, and the lot fell to thee.`,
      ),
      paragraph(
        'The scribes have loosed thy roast upon ',
        strong(target),
        '. It is attached, sealed and ready: send it on, print it, or read it aloud at the next feast.',
      ),
      note(
        'No purchase was needed, and none will be asked. Should thy wrath want more, a Classic Scroll ' +
          `is ${formatCents(scrollProducts['light-rant'].listCents)} at ${shop.name}.`,
      ),
    ],
  })
}
