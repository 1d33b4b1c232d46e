import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { type FreeSampleRequest, freeSamples, personaliseSample } from '@/domain/free-samples'
import { FREE_SAMPLES_PER_DAY } from '@/domain/limits'
import { freeSampleUsage } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { shopDate } from '../shop-date'

// only a hash of the address is kept, and it changes every day
const clientKey = (ip: string, day: string) => createHash('sha256').update(`${day}:${ip}`).digest('hex')

export async function freeSampleUsageToday(services: Services, ip: string) {
  const day = shopDate(new Date(), services.config.SHOP_TZ)
  const [row] = await services.db
    .select({ count: freeSampleUsage.count })
    .from(freeSampleUsage)
    .where(and(eq(freeSampleUsage.clientKey, clientKey(ip, day)), eq(freeSampleUsage.day, day)))
  const used = row?.count ?? 0
  return { date: day, used, remaining: Math.max(0, FREE_SAMPLES_PER_DAY - used), limit: FREE_SAMPLES_PER_DAY }
}

/**
 * Hands out a canned sample, counting it against today's quota in one conditional upsert, so parallel
 * requests cannot get past the limit.
 */
export async function takeFreeSample(services: Services, ip: string, request: FreeSampleRequest) {
  const day = shopDate(new Date(), services.config.SHOP_TZ)
  const [row] = await services.db
    .insert(freeSampleUsage)
    .values({ clientKey: clientKey(ip, day), day, count: 1 })
    .onConflictDoUpdate({
      target: [freeSampleUsage.clientKey, freeSampleUsage.day],
      set: { count: sql`${freeSampleUsage.count} + 1` },
      setWhere: lt(freeSampleUsage.count, FREE_SAMPLES_PER_DAY),
    })
    .returning({ count: freeSampleUsage.count })
  if (!row) {
    throw new HttpError(
      429,
      'rate_limited',
      'Daily Limit Reached: thou hast had thy three free samples today.',
    )
  }
  const sample =
    freeSamples.find((s) => s.id === request.sampleId) ?? freeSamples[(row.count - 1) % freeSamples.length]
  if (!sample) throw new Error('no free sample available')
  return {
    sample: { id: sample.id, title: sample.title, text: personaliseSample(sample, request.name) },
    used: row.count,
    remaining: FREE_SAMPLES_PER_DAY - row.count,
    limit: FREE_SAMPLES_PER_DAY,
  }
}
