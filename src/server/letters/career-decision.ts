/**
 * The applicant's letter when the council decides on a career application: read, declined or invited to
 * talk. It promises only what the shop does (a reply to this letter reaches the council) and names no
 * internal reference; a member of staff's own words may follow, as plain text.
 */
import { type CareerRole, careerRoles } from '@/domain/career-roles'
import { shop } from '@/domain/shop'
import { withoutArticle } from '@/domain/text/articles'
import { type Block, type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

/** What staff decide on an application: each has its letter to the applicant. */
export const reviewDecisions = ['reviewed', 'rejected', 'invited'] as const
export type ReviewDecision = (typeof reviewDecisions)[number]

export type CareerDecisionInput = {
  applicantName: string
  role: CareerRole
  decision: ReviewDecision
  /** what the member of staff chose to add, if anything */
  message?: string
}

type Wording = { subject: string; preheader: string; heading: string; blocks: (title: string) => Block[] }

const wordings: Record<ReviewDecision, Wording> = {
  reviewed: {
    subject: 'Thy application has been read',
    preheader: 'The council has read thy application with care.',
    heading: 'Thy Application Is Read',
    blocks: (title) => [
      paragraph(
        'The council has read thy application to serve as ',
        strong(title),
        ', and thanks thee for the care thou didst put into it.',
      ),
      paragraph(
        'It now rests with the council while they weigh it. Should they wish to take it further, ',
        'thou shalt hear from us by email.',
      ),
    ],
  },
  rejected: {
    subject: 'About thy application to the Scriptorium',
    preheader: 'The council thanks thee for thy application.',
    heading: 'A Word on Thy Application',
    blocks: (title) => [
      paragraph(
        'The council thanks thee for thy application to serve as ',
        strong(title),
        ', and has read it with care.',
      ),
      paragraph(
        'After weighing it, the council shall not take thy application further at this time. This is no ',
        'judgement of thy quill: the Scriptorium has but few places, and many worthy hands ask for them.',
      ),
      paragraph('We wish thee well in thy craft, and thank thee once more for thinking of us.'),
    ],
  },
  invited: {
    subject: 'The council would speak with thee',
    preheader: 'The council has read thy application and would be glad to speak with thee.',
    heading: 'An Invitation from the Council',
    blocks: (title) => [
      paragraph(
        'The council has read thy application to serve as ',
        strong(title),
        ', and would be glad to speak with thee about it.',
      ),
      paragraph(
        'Reply to this letter with a few days and times that suit thee, and the council shall answer ',
        'to settle on one.',
      ),
    ],
  },
}

// what the member of staff wrote, paragraph by paragraph, as plain text
function staffWords(message: string | undefined): Block[] {
  const paragraphs = (message ?? '')
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter((text) => text !== '')
  if (paragraphs.length === 0) return []
  return [paragraph('A word from the council:'), ...paragraphs.map((text) => paragraph(text))]
}

export function careerDecisionEmail(input: CareerDecisionInput): EmailParts {
  const wording = wordings[input.decision]
  const email = renderEmail({
    subject: wording.subject,
    preheader: wording.preheader,
    heading: wording.heading,
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.applicantName)) || 'noble applicant'), '!'),
      ...wording.blocks(careerRoles[input.role].title),
      ...staffWords(input.message),
      note(`Something to ask? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
