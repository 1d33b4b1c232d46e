import { codeRefusal, ruleInSentence, scribesCodeRules } from '@/domain/scribes-code'
import type { Config } from '../config'
import { HttpError } from '../http/errors'
import type { Moderator } from '../screening/moderation'
import { orderTexts } from '../screening/order-texts'
import { screenTexts } from '../screening/screen-text'
import type { ScreenedText, ScreenFinding } from '../screening/screening'

/** What screening asks of the shop: whether it reads every scroll, and its second opinion, if any. */
type Screening = { config: Pick<Config, 'SCROLL_REVIEW'>; moderator?: Moderator }

/** Why a person must read an order before anything is sent: what the screen found, and why, in words. */
export type OrderReview = { findings: ScreenFinding[]; reason: string }

/**
 * Screens every text a customer typed in an order, before anything is charged (product decision 27): a
 * clear breach of the Scribes' Code is refused (422, naming each field and its rule); text the screen is
 * unsure of, a second opinion that did not answer, or a shop that reads every order (SCROLL_REVIEW=all)
 * lets the order be placed, to be held for a person once its scroll is written.
 */
export async function screenOrder(
  services: Screening,
  texts: ScreenedText[],
): Promise<OrderReview | undefined> {
  const second = services.moderator && texts.length > 0 ? await services.moderator.check(texts) : undefined
  const findings = [...screenTexts(texts), ...(second && 'findings' in second ? second.findings : [])]
  const refused = findings.filter((finding) => finding.action === 'refuse')
  if (refused.length > 0) throw codeBreach(refused)
  const reasons = findings.map((finding) => `${finding.field}: ${scribesCodeRules[finding.rule].title}`)
  if (second && 'unavailable' in second)
    reasons.push(`the second opinion did not answer (${second.unavailable})`)
  if (services.config.SCROLL_REVIEW === 'all') reasons.push('this shop reads every scroll before it is sent')
  return reasons.length > 0 ? { findings, reason: [...new Set(reasons)].join('; ') } : undefined
}

/** Screens an order's texts as the customer typed them (`orderTexts` names each by its form field). */
export const screenOrderRequest = (services: Screening, request: Parameters<typeof orderTexts>[0]) =>
  screenOrder(services, orderTexts(request))

function codeBreach(refused: ScreenFinding[]): HttpError {
  const fields: Record<string, string> = {}
  for (const { field, rule } of refused) fields[field] ??= codeRefusal(rule)
  const rules = [...new Set(refused.map((finding) => finding.rule))]
  const named = rules.map(ruleInSentence).join('; ')
  return new HttpError(
    422,
    'scribes_code',
    `The scribes cannot write this scroll. The Scribes' Code forbids it: ${named}. Please change the marked ${refused.length > 1 ? 'fields' : 'field'}.`,
    fields,
  )
}
