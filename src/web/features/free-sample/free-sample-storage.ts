import type { InferResponseType } from 'hono/client'
import { FREE_SAMPLES_PER_DAY } from '@/domain/limits'
import type { api } from '@/web/lib/api-client'
import { isRecord } from '@/web/lib/is-record'

/**
 * A mirror of today's free-sample count in browser storage (spec key `freeSampleUsage`), so the counter
 * shows at once on a return visit. The server's count is the authority and overwrites it.
 */
export type FreeSampleUsage = InferResponseType<(typeof api)['free-samples']['usage']['$get'], 200>

type Stored = { date: string; count: number }

const key = 'freeSampleUsage'
const localDate = (now: Date) => now.toLocaleDateString('en-CA')

export function saveFreeSampleUsage(usage: FreeSampleUsage) {
  localStorage.setItem(key, JSON.stringify({ date: usage.date, count: usage.used } satisfies Stored))
}

/** Today's stored count; a count from another day starts again at zero. */
export function readFreeSampleUsage(now = new Date()): FreeSampleUsage {
  const date = localDate(now)
  let used = 0
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    const count = isRecord(stored) && stored.date === date ? stored.count : undefined
    if (typeof count === 'number' && Number.isInteger(count)) used = Math.max(0, count)
  } catch {
    // unreadable storage counts as a fresh day; the server knows better anyway
  }
  return { date, used, remaining: Math.max(0, FREE_SAMPLES_PER_DAY - used), limit: FREE_SAMPLES_PER_DAY }
}
