import { type Block, dayLabel, link, note, paragraph } from './layout/email-content'

/** The customer's private link to their order's page, and the last day it works (product decision 30). */
export type OrderPageLink = { url: string; lastDay: Date }

/**
 * What a letter to the customer says of their order's page: the link, and honestly how long it works and
 * who can read it.
 */
export function orderPageBlocks(page: OrderPageLink, scrolls = 1): Block[] {
  const many = scrolls > 1
  return [
    paragraph(
      many
        ? 'Word for word, with each sealed PDF, thy scrolls wait for thee on a private page of thy order.'
        : 'Word for word, with its sealed PDF, thy scroll waits for thee on a private page of thy order.',
    ),
    link(many ? 'See thy scrolls as they were sent' : 'See thy scroll as it was sent', page.url),
    note(
      `This private link works until the end of ${dayLabel(page.lastDay)}. Whoever holds it can read ` +
        `the page, so share it as thou wouldst ${many ? 'the scrolls themselves' : 'the scroll itself'}.`,
    ),
  ]
}
