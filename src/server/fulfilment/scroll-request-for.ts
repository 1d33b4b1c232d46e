import { isLoveIntensity } from '@/domain/catalog-options'
import type { ScrollType } from '@/domain/catalog-products'
import {
  bundleIntensityLevel,
  loveIntensityLevel,
  noFlags,
  type ScrollRequest,
  type ScrollStyle,
  toIntensityLevel,
} from '@/domain/scribe/scroll-request'
import type { Order, orderTargets } from '../db/schema'
import { readStory } from '../story/read-story'

type Target = typeof orderTargets.$inferSelect

/** What the scribe engine reads for a single or love order. */
export function scrollRequestForOrder(order: Order): ScrollRequest {
  const love = order.kind === 'love'
  const flags = { ...noFlags, ...pickFlags(order.options) }
  return {
    seed: order.id,
    kind: love ? 'love' : 'rant',
    scrollType: order.scrollType as ScrollType,
    targetName: order.targetName,
    grievance: order.grievance,
    style: (order.style ?? (love ? 'romantic' : 'elegant')) as ScrollStyle,
    tone: !love && order.tone ? (order.tone as ScrollRequest['tone']) : undefined,
    intensity:
      love && order.tone && isLoveIntensity(order.tone)
        ? loveIntensityLevel(order.tone)
        : toIntensityLevel(order.intensity),
    flags,
    generationalContext: order.generationalContext ?? undefined,
    specificRequests: order.specificRequests ?? undefined,
    signature: { anonymous: order.anonymousDelivery, customerName: order.customerName },
    story: readStory({
      targetName: order.targetName,
      texts: [order.grievance, order.specificRequests, order.generationalContext],
    }),
    ...(order.scrollPages ? { pages: order.scrollPages } : {}),
  }
}

/** What the scribe engine reads for one target of a bundle. */
export function scrollRequestForTarget(order: Order, target: Target): ScrollRequest {
  const love = target.scrollType === 'love-me-scroll'
  const intensity = target.intensity ?? 'medium'
  return {
    seed: `${order.id}:${target.position}`,
    kind: love ? 'love' : 'rant',
    scrollType: target.scrollType as ScrollType,
    targetName: target.name,
    grievance: [target.reason, order.bundleReason].find((text) => text?.trim()) ?? '',
    style: (target.writingStyle ?? 'eloquent') as ScrollStyle,
    tone: target.tone ? (target.tone as ScrollRequest['tone']) : undefined,
    intensity: bundleIntensityLevel(intensity as Parameters<typeof bundleIntensityLevel>[0]),
    flags: noFlags,
    specificRequests: target.specialInstructions ?? undefined,
    signature: { anonymous: order.anonymousDelivery, customerName: order.customerName },
    story: readStory({
      targetName: target.name,
      texts: [target.reason, order.bundleReason, target.specialInstructions, order.additionalDetails],
    }),
  }
}

function pickFlags(options: Record<string, boolean>) {
  const { allCaps, cursedFonts, fontTantrums, multiPage, ancestralWisdom } = options
  return Object.fromEntries(
    Object.entries({ allCaps, cursedFonts, fontTantrums, multiPage, ancestralWisdom }).filter(
      ([, value]) => typeof value === 'boolean',
    ),
  )
}
