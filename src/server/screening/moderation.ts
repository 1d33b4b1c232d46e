import { z } from 'zod'
import type { Config } from '@/server/config'
import { findModerationBreaches } from './moderation-categories'
import type { ScreenedText, ScreenFinding } from './screening'

/** What the second opinion says: its findings, or why it could not give one (for the order's history). */
export type ModerationAnswer = { findings: ScreenFinding[] } | { unavailable: string }

/** A second opinion on the texts a customer typed; it answers, and never throws. */
export type Moderator = { check(texts: ScreenedText[]): Promise<ModerationAnswer> }

// the part of an OpenAI-compatible /moderations reply read here: one result per input, in order
const moderationReplySchema = z.object({
  results: z.array(
    z.object({
      flagged: z.boolean(),
      categories: z.record(z.string(), z.boolean()),
      category_scores: z.record(z.string(), z.number()).optional(),
    }),
  ),
})

type ModerationConfig = Pick<
  Config,
  'MODERATION_URL' | 'MODERATION_API_KEY' | 'MODERATION_MODEL' | 'MODERATION_TIMEOUT_MS'
>

/** The moderation endpoint the shop is configured with, or undefined when MODERATION_URL is unset. */
export function createModerator(config: ModerationConfig): Moderator | undefined {
  if (!config.MODERATION_URL) return undefined
  const endpoint = moderationEndpoint(config.MODERATION_URL)
  const timeoutMs = config.MODERATION_TIMEOUT_MS
  return {
    async check(texts) {
      if (texts.length === 0) return { findings: [] }
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'content-type': 'application/json',
            ...(config.MODERATION_API_KEY ? { authorization: `Bearer ${config.MODERATION_API_KEY}` } : {}),
          },
          body: JSON.stringify({ model: config.MODERATION_MODEL, input: texts.map(({ text }) => text) }),
        })
        if (!response.ok) {
          await response.body?.cancel()
          return { unavailable: `the moderation service answered HTTP ${response.status}` }
        }
        // read as text so that a reply cut off by the timeout counts as a timeout, not as unreadable
        const reply = moderationReplySchema.safeParse(parseJson(await response.text()))
        if (!reply.success) return { unavailable: 'the moderation service sent an unreadable reply' }
        const { results } = reply.data
        if (results.length !== texts.length) {
          return {
            unavailable: `the moderation service sent ${results.length} results for ${texts.length} texts`,
          }
        }
        return {
          findings: texts.flatMap(({ field }, index) =>
            findModerationBreaches(field, results[index]?.categories ?? {}),
          ),
        }
      } catch (error) {
        return { unavailable: describeFailure(error, timeoutMs) }
      }
    },
  }
}

// the variable may name the API's base URL (https://api.openai.com/v1) or the endpoint itself
function moderationEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '')
  return trimmed.endsWith('/moderations') ? trimmed : `${trimmed}/moderations`
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `the moderation service did not answer within ${timeoutMs} ms`
  }
  // fetch reports a refused or dropped connection as "fetch failed", with the reason as its cause
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined
  const detail = cause ?? (error instanceof Error ? error.message : String(error))
  return `the moderation service could not be reached (${detail})`
}
