/**
 * Tells a customer that their payment, or part of it, was given back: how much, why, and that it goes back
 * the way they paid. Staff refund a paid order, whole or in part, and give their reason, which the letter
 * quotes; the shop itself refunds a payment that came after the order's early-bird place had gone, so the
 * customer does not learn it only from a bank statement. It promises nothing else: a scroll already
 * delivered stays delivered.
 */
import { formatCents } from '../../domain/money'
import { type CodeRule, ruleInSentence, scribesCodeRules } from '../../domain/scribes-code'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import {
  type Block,
  type EmailParts,
  note,
  oneLine,
  type Phrase,
  paragraph,
  strong,
} from './layout/email-content'
import { renderEmail } from './layout/layout'

export type OrderRefundedInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  productName: string
  totalCents: number
  /** the payment came after the order's early-bird place had gone: the order is cancelled, not refunded */
  lateForEarlyBird?: { holdMinutes: number; shopUrl: string }
  /** a scribe read the order and refused it under this rule of the Scribes' Code */
  refusedFor?: CodeRule
  /** the recipient asked for no more scrolls before it was sent: the letter names no one */
  recipientOptedOut?: boolean
  /** a refund of less than the whole payment at once: this refund's cents, and all refunded so far */
  part?: { amountCents: number; refundedCents: number }
  /** why, in the words of the member of staff who made the refund */
  reason?: string
}

export function orderRefundedEmail(input: OrderRefundedInput): EmailParts {
  const late = input.lateForEarlyBird
  const partOnly = input.part !== undefined && input.part.refundedCents < input.totalCents
  const reason = input.reason ? oneLine(input.reason) : ''
  const parts = renderEmail({
    subject: late
      ? `Thy payment for scroll #${input.reference} is refunded`
      : partOnly
        ? `Part of thy order #${input.reference} is refunded`
        : `Thy order #${input.reference} is refunded`,
    preheader: `${formatCents(input.part?.amountCents ?? input.totalCents)} is on its way back to thee.`,
    heading: late
      ? 'Thy Payment Is Refunded'
      : partOnly
        ? 'Part of Thy Order Is Refunded'
        : 'Thy Order Is Refunded',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      ...(late
        ? lateBlocks(input, late)
        : input.refusedFor
          ? refusedBlocks(input, input.refusedFor)
          : input.recipientOptedOut
            ? optedOutBlocks(input)
            : refundedBlocks(input)),
      ...(reason ? [paragraph(`The scribes’ reason: “${reason}”`)] : []),
      note(
        `${late ? 'Scroll' : 'Order'} #${input.reference}. Questions? Write to ${shop.contactEmail} and quote it.`,
      ),
    ],
  })
  return { ...parts, replyTo: shop.contactEmail }
}

const backTheWay = ' the same way thou didst pay. Banks take a few days to show it.'

function refundedBlocks(input: OrderRefundedInput): Block[] {
  const product = `thy ${withoutArticle(input.productName)} (order #${input.reference})`
  const { part } = input
  if (!part) {
    return [
      paragraph(
        `The scribes have refunded ${product} in full: `,
        strong(formatCents(input.totalCents)),
        ` is on its way back to thee,${backTheWay}`,
      ),
    ]
  }
  if (part.refundedCents >= input.totalCents) {
    return [
      paragraph(
        `The scribes have refunded the rest of ${product}: `,
        strong(formatCents(part.amountCents)),
        ` is on its way back to thee,${backTheWay} With it, all ${formatCents(input.totalCents)} thou didst pay has been refunded.`,
      ),
    ]
  }
  return [
    paragraph(
      'The scribes have refunded ',
      strong(formatCents(part.amountCents)),
      ` of the ${formatCents(input.totalCents)} thou didst pay for ${product}. It is on its way back to thee,${backTheWay}`,
    ),
    paragraph('The rest of thy order stands as it was.'),
  ]
}

/** "$13.49 has been refunded in full", or after an earlier part refund "the rest of thy payment, $9.49, has been refunded". */
function refundedInFull(input: OrderRefundedInput): Phrase[] {
  return input.part
    ? ['the rest of thy payment, ', strong(formatCents(input.part.amountCents)), ', has been refunded']
    : [strong(formatCents(input.totalCents)), ' has been refunded in full']
}

function refusedBlocks(input: OrderRefundedInput, rule: CodeRule): Block[] {
  return [
    paragraph(
      `A scribe read thy ${withoutArticle(input.productName)} (order #${input.reference}) before sealing it, and `,
      `cannot write it: the Scribes’ Code allows ${ruleInSentence(rule)}. ${scribesCodeRules[rule].rule}`,
    ),
    paragraph('Nothing was sent to anyone, and ', ...refundedInFull(input), `,${backTheWay}`),
  ]
}

function optedOutBlocks(input: OrderRefundedInput): Block[] {
  return [
    paragraph(
      `Before the ravens could carry thy ${withoutArticle(input.productName)} (order #${input.reference}), its `,
      'recipient asked the Scriptorium to send them no more scrolls, from anyone, and the scribes keep ',
      'that promise.',
    ),
    paragraph('Nothing was sent, and ', ...refundedInFull(input), `,${backTheWay}`),
  ]
}

function lateBlocks(
  input: OrderRefundedInput,
  { holdMinutes, shopUrl }: NonNullable<OrderRefundedInput['lateForEarlyBird']>,
): Block[] {
  return [
    paragraph(
      `The early-bird price of thy ${withoutArticle(input.productName)} (order #${input.reference}) was held for ${holdMinutes} `,
      'minutes, and its place went to another customer before thy payment came. The scribes will not ',
      'charge thee a price thou wast not shown, so the order is cancelled and ',
      strong(formatCents(input.totalCents)),
      ' has been refunded in full, the same way thou didst pay. Banks take a few days to show it.',
    ),
    paragraph(`Thou mayest order again at the price the form shows: ${shopUrl}`),
  ]
}
