/**
 * The applicant's acknowledgement of a career application: it arrived, the council reviews it, and the
 * applicant hears by email when it has (the decision letters, `career-decision.ts`). It repeats nothing
 * the applicant wrote but their name and the role they chose.
 */
import { type CareerRole, careerRoles } from '../../domain/career-roles'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

export type CareerReceivedInput = { applicantName: string; role: CareerRole }

/** The review time the career form states when an application is sent. */
export const CAREER_REVIEW_TIME = '3-5 business days'

export function careerReceivedEmail(input: CareerReceivedInput): EmailParts {
  const title = careerRoles[input.role].title
  const email = renderEmail({
    subject: 'Thy application to the Scriptorium is received',
    preheader: `The council reviews thy application to serve as ${title} within ${CAREER_REVIEW_TIME}.`,
    heading: 'Thy Application Is Received',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.applicantName)) || 'noble applicant'), '!'),
      paragraph(
        'The council has thy application to serve as ',
        strong(title),
        ', and thanks thee for thinking of the Scriptorium.',
      ),
      paragraph(
        'The council reviews every application within ',
        strong(CAREER_REVIEW_TIME),
        ', and writes to thee by email once it has.',
      ),
      note(`Forgot a portfolio or a link? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
