import type { CodeRule } from '@/domain/scribes-code'
import type { ScreenFinding } from './screening'

/**
 * The Scribes' Code rule a flagged moderation category breaks, and whether the text is refused or held for a
 * person. A category not listed passes:
 * - plain `harassment`, because a comic insult is harassment by design: the shop sells roasts, a moderation
 *   model flags most of them, and holding them would hold nearly every order. A roast that turns into a real
 *   threat is flagged `harassment/threatening` as well, and that one is refused.
 * - `violence/graphic`, for the same reason: a mock curse is gory by genre; a text that threatens is flagged
 *   `violence` or one of the `/threatening` categories too.
 * - `illicit` and `illicit/violent`: no rule of the Code is about them.
 */
export const moderationCategoryRules = {
  'harassment/threatening': { rule: 'threat', action: 'refuse' },
  'hate/threatening': { rule: 'threat', action: 'refuse' },
  violence: { rule: 'threat', action: 'hold' },
  'self-harm/intent': { rule: 'self-harm', action: 'refuse' },
  'self-harm/instructions': { rule: 'self-harm', action: 'refuse' },
  'self-harm': { rule: 'self-harm', action: 'hold' },
  hate: { rule: 'hate', action: 'hold' },
  'sexual/minors': { rule: 'sexual', action: 'refuse' },
  sexual: { rule: 'sexual', action: 'hold' },
} as const satisfies Record<string, { rule: CodeRule; action: ScreenFinding['action'] }>

/** The findings for one text from the categories the moderation service flagged in it. */
export function findModerationBreaches(field: string, categories: Record<string, boolean>): ScreenFinding[] {
  return Object.entries(moderationCategoryRules)
    .filter(([category]) => categories[category] === true)
    .map(([category, { rule, action }]) => ({ field, rule, match: `moderation:${category}`, action }))
}
