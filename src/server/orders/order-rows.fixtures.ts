/**
 * Orders as they are stored, generated with fast-check for the property tests of what a recipient reads:
 * every product, style, intensity and formatting flag, bundle targets of each mixed option, names with
 * articles ("The Baron", "the landlord"), straight and curly quotes and apostrophes (O'Brien, "Bob"),
 * letters the fonts lack, and grievances from a few words to a long rant. Requests go through the form
 * schema and the server's own `orderValues`, so the rows are the ones a real order leaves behind.
 */
import fc from 'fast-check'
import { bundleIds, bundleIntensities, bundles, bundleWritingStyles } from '@/domain/catalog-bundles'
import {
  commissionStyles,
  type IntensityLevel,
  loveIntensityIds,
  loveStyles,
  tones,
} from '@/domain/catalog-options'
import { singleScrolls, singleScrollTypes } from '@/domain/catalog-products'
import { type OrderRequestInput, orderRequestSchema } from '@/domain/order-request'
import { quoteOrder } from '@/domain/pricing'
import type { orders, orderTargets, scrollDeliveries } from '../db/schema'
import { orderValues, targetValues } from './order-values'

export type StoredOrder = typeof orders.$inferSelect
export type StoredTarget = typeof orderTargets.$inferSelect
export type StoredDelivery = typeof scrollDeliveries.$inferSelect

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values)
const keys = <T extends object>(record: T) => Object.keys(record) as Array<keyof T & string>

/** Names as customers type them: with their own article, quotes, apostrophes, titles, other scripts. */
export const names = pick([
  'The Baron',
  'the landlord',
  'The Honourable Member for Mudbury',
  'an old goat',
  'Dan "the Man" O\'Brien',
  'Siobhan O’Reilly',
  '“Big” Tony',
  "'Lucky' Lenny",
  'Bob Smith Jr.',
  'Ms. Agatha Crumb',
  'Sir Reginald Puddlesworth',
  'Uncle Eustace',
  'Ursula',
  'Honest Abe',
  'Łucja Ñúñez',
  '王小明',
  'Karen',
  'the HOA board',
  'my ex, Kevin',
])

const sentences = pick([
  'He ate my lunch from the office fridge and left the empty box on my desk',
  'She replied-all to the whole company with my salary',
  'He said "it\'s fine" and it was not fine',
  "She calls me 'buddy' in every meeting",
  'Borrowed my lawnmower in 2019 and returned it as a rumour',
  'He parks across my drive every Sunday',
  "My landlord hasn't fixed the heating since October",
  'They sang karaoke at 3 a.m. on a Tuesday',
  'Took credit for my spreadsheet at the all-hands',
  'Keeps ending every message with “per my last email”',
  'Ate the last slice of Nonna’s tiramisu',
  'Ghosted me after I helped him move house',
  'Stole my crème brûlée 🍮 from the fridge',
  'Told everyone at the wedding that I cried at Frozen',
  'He waves at me every market day and I cannot tell if it means anything',
  'She laughed at my lute playing, then asked for an encore',
])
const endings = pick(['', '', '.', '.', '!', '!!!', '?', '...', '…'])

/** A grievance (or situation): one to six sentences, some with quotes, some messy at the edges. */
export const grievances = fc
  .tuple(
    // a customer does not repeat a sentence; the scroll must not either
    fc.uniqueArray(fc.tuple(sentences, endings), {
      minLength: 1,
      maxLength: 6,
      selector: ([sentence]) => sentence,
    }),
    pick([' ', ' ', ' ', '  ', '\n', '\n\n']),
    pick(['plain', 'plain', 'plain', 'wrapped', 'curly-wrapped']),
  )
  .map(([parts, gap, wrap]) => {
    const text = parts.map(([sentence, ending]) => `${sentence}${ending || '.'}`).join(gap)
    const single = parts.length === 1 ? `${parts[0]?.[0]}${parts[0]?.[1]}` : text
    if (wrap === 'wrapped') return `"${single}"`
    if (wrap === 'curly-wrapped') return `“${single}”`
    return single
  })

const contexts = pick([
  'His father also stole lunches',
  'Her grandmother was known as "the Terror of Tuesday"',
  'The whole family has been banned from the village fête since 1987.',
])
const requests = pick(['Mention the moustache!', 'Call him "Sir Crumbs"', "Say it's from the whole office"])
const customerNames = pick(['Margery Quill', 'Mary "Q" O\'Neil', 'The Duchess', 'Ann Ó Briain'])

const singleRequests: fc.Arbitrary<OrderRequestInput> = pick(singleScrollTypes).chain((scrollType) => {
  const form = singleScrolls[scrollType]
  return fc.record({
    kind: fc.constant('single' as const),
    scrollType: fc.constant(scrollType),
    customerName: customerNames,
    customerEmail: fc.constant('customer@example.com'),
    recipientEmail: fc.option(fc.constant('target@example.com'), { nil: undefined }),
    targetName: names,
    grievance: grievances,
    intensity: fc.integer({ min: form.intensity.min, max: form.intensity.max }),
    style: pick(keys(form.styles)),
    tone: fc.option(pick(keys(tones)), { nil: undefined }),
    delivery: pick(form.deliveries),
    allCaps: fc.boolean(),
    cursedFonts: fc.boolean(),
    fontTantrums: fc.boolean(),
    multiPage: fc.boolean(),
    ancestralWisdom: fc.boolean(),
    voiceNarration: fc.boolean(),
    generationalContext: fc.option(contexts, { nil: undefined }),
    specificRequests: fc.option(requests, { nil: undefined }),
    anonymousDelivery: fc.boolean(),
  }) as fc.Arbitrary<OrderRequestInput>
})

const loveRequests: fc.Arbitrary<OrderRequestInput> = fc.record({
  kind: fc.constant('love' as const),
  customerName: customerNames,
  customerEmail: fc.constant('customer@example.com'),
  targetName: names,
  situation: grievances,
  loveIntensity: pick(loveIntensityIds),
  style: pick(keys(loveStyles)),
  recipientEmail: fc.option(fc.constant('target@example.com'), { nil: undefined }),
  anonymousDelivery: fc.boolean(),
})

const bundleRequests: fc.Arbitrary<OrderRequestInput> = pick(bundleIds).chain((bundleId) => {
  const bundle = bundles[bundleId]
  const scrollTypes =
    bundle.scrollType === 'mixed'
      ? (['light-rant', 'scroll-of-fury', 'love-me-scroll', 'epic-scroll-commission'] as const)
      : ([bundle.scrollType] as const)
  const target = fc.record({
    name: names,
    email: fc.option(fc.constant('target@example.com'), { nil: undefined }),
    scrollType: pick(scrollTypes),
    reason: fc.option(grievances, { nil: undefined }),
    tone: fc.option(pick(keys(tones)), { nil: undefined }),
    writingStyle: pick(keys(bundleWritingStyles)),
    intensity: pick(keys(bundleIntensities)),
    specialInstructions: fc.option(requests, { nil: undefined }),
  })
  return fc.record({
    kind: fc.constant('bundle' as const),
    bundleId: fc.constant(bundleId),
    yourName: customerNames,
    yourEmail: fc.constant('customer@example.com'),
    bundleReason: fc.option(grievances, { nil: undefined }),
    anonymousDelivery: fc.boolean(),
    targets: fc.array(target, { minLength: 1, maxLength: bundle.quantity }),
  }) as fc.Arbitrary<OrderRequestInput>
})

const storedDefaults: StoredOrder = {
  id: '',
  orderNumber: 1042,
  kind: 'single',
  scrollType: 'light-rant',
  isTest: false,
  customerName: '',
  customerEmail: '',
  customerPhone: null,
  recipientName: null,
  recipientEmail: null,
  targetName: '',
  grievance: '',
  intensity: null,
  style: null,
  tone: null,
  specificRequests: null,
  generationalContext: null,
  options: {},
  scrollPages: null,
  anonymousDelivery: false,
  deliverySpeed: 'standard',
  bundleId: null,
  bundleReason: null,
  additionalDetails: null,
  basePriceCents: 0,
  immediateDeliveryFeeCents: 0,
  phoneDelivery: false,
  phoneDeliveryFeeCents: 0,
  priorityDelivery: false,
  priorityDeliveryFeeCents: 0,
  extraRapidDelivery: false,
  extraRapidDeliveryFeeCents: 0,
  physicalDelivery: false,
  physicalDeliveryFeeCents: 0,
  mailingAddress: null,
  upsellsFeeCents: 0,
  discountKind: null,
  discountCode: null,
  discountPercent: null,
  discountCents: 0,
  totalPriceCents: 0,
  quoteLines: [],
  priceList: 'list',
  currency: 'USD',
  status: 'paid',
  paymentStatus: 'paid',
  partnerRef: null,
  paymentProvider: 'local',
  paymentSessionId: null,
  paidAt: new Date('2026-03-14T10:00:00Z'),
  dueAt: null,
  receiptMessageId: null,
  receiptSentAt: null,
  scrollText: null,
  failureReason: null,
  failedStep: null,
  reviewFindings: [],
  reviewReason: null,
  heldAt: null,
  approvedAt: null,
  approvedBy: null,
  selfReferral: false,
  clientIp: null,
  refundedCents: 0,
  refundedAt: null,
  createdAt: new Date('2026-03-14T09:58:00Z'),
  updatedAt: new Date('2026-03-14T10:00:00Z'),
}

export type GeneratedOrder = { order: StoredOrder; targets: StoredTarget[] }

/** The row an order request leaves behind, with its id (whose reference the customer is told) and number. */
export function storedOrder(input: OrderRequestInput, id: string, orderNumber: number): GeneratedOrder {
  const request = orderRequestSchema.parse(input)
  const quote = quoteOrder(request, { priceList: 'list', discount: null })
  const values = orderValues(id, request, quote, {
    priceList: 'list',
    discount: null,
    partnerRef: null,
    earlyBirdEligible: false,
  })
  const order = { ...storedDefaults, ...values, orderNumber } as StoredOrder
  const targets = targetValues(request).map((target) => ({
    id: `${id}-${target.position}`,
    orderId: id,
    email: null,
    reason: null,
    tone: null,
    writingStyle: null,
    intensity: null,
    specialInstructions: null,
    scrollText: null,
    ...target,
  }))
  return { order, targets }
}

/** A scroll's delivery row before it is written: the first revision, with nothing composed or sent yet. */
export function storedDelivery(
  order: Pick<StoredOrder, 'id' | 'targetName' | 'recipientEmail'>,
  overrides: Partial<StoredDelivery> = {},
): StoredDelivery {
  return {
    id: '0c9a7e51-3f2b-4d8c-9e6a-1b2c3d4e5f60',
    orderId: order.id,
    position: 0,
    targetName: order.targetName,
    recipientEmail: order.recipientEmail,
    scroll: null,
    writtenBy: null,
    composedAt: null,
    pdfFileKey: null,
    narrationFileKey: null,
    narrationFailure: null,
    narrationEmailedAt: null,
    renderedAt: null,
    messageId: '<scroll-0c9a7e51-3f2b-4d8c-9e6a-1b2c3d4e5f60-r1@scrollsoffury.shop>',
    revision: 1,
    earlierCopy: null,
    emailedAt: null,
    createdAt: new Date('2026-03-14T10:00:00Z'),
    ...overrides,
  }
}

// the Epic Scroll Commission is quoted by staff, then paid and fulfilled like an order: the row it leaves
const commissionOrders = fc
  .tuple(singleRequests, pick(keys(commissionStyles)), fc.integer({ min: 1, max: 5 }))
  .map(([input, style, intensity]) => ({ input, style, intensity: intensity as IntensityLevel }))

/** A stored order of any kind, with its bundle targets; each draw has its own id and order number. */
export const storedOrders: fc.Arbitrary<GeneratedOrder> = fc.oneof(
  fc
    .tuple(fc.oneof(singleRequests, loveRequests, bundleRequests), fc.uuid(), fc.nat(99_999))
    .map(([input, id, number]) => storedOrder(input, id, 1001 + number)),
  fc.tuple(commissionOrders, fc.uuid(), fc.nat(99_999)).map(([commission, id, number]) => {
    const { order } = storedOrder(commission.input, id, 1001 + number)
    return {
      order: {
        ...order,
        kind: 'commission' as const,
        scrollType: 'epic-scroll-commission',
        style: commission.style,
        intensity: commission.intensity,
      },
      targets: [],
    }
  }),
)
