import { randomUUID } from 'node:crypto'
import {
  type BundleId,
  bundleIntensities,
  bundles,
  bundleWritingStyles,
  mixedBundleOptionIds,
} from '@/domain/catalog-bundles'
import {
  commissionLengths,
  commissionStyles,
  loveIntensityIds,
  loveStyles,
  optionIds,
  tones,
} from '@/domain/catalog-options'
import {
  PARTNER_DISCOUNT_PERCENT,
  type SingleScrollType,
  scrollProducts,
  singleScrolls,
} from '@/domain/catalog-products'
import { CURRENCY } from '@/domain/money'
import type { OrderRequest, SingleOrderRequest } from '@/domain/order-request'
import { quoteOrder } from '@/domain/pricing'
import type { orders, orderTargets } from '@/server/db/schema'
import { orderValues, targetValues } from '@/server/orders/order-values'
import type { OrderTerms } from '@/server/orders/resolve-discount'
import type { Customer } from './fake-people'
import { pick, type Random, weighted } from './random'

export type OrderRow = typeof orders.$inferInsert & { id: string }
export type TargetRow = typeof orderTargets.$inferInsert
export type SeedPartner = { slug: string; discountCode: string | null; isActive: boolean }

export type OrderSources = {
  random: Random
  customers: Customer[]
  target(random: Random): string
  grievance(random: Random): string
  partners: SeedPartner[]
}

type Product = SingleScrollType | 'love' | 'commission' | `bundle:${BundleId}`

// the shop's mix: the two landing-page scrolls lead, bundles and premium scrolls follow
const drawProduct = weighted<Product>([
  ['light-rant', 31],
  ['scroll-of-fury', 26],
  ['eternal-scroll', 7],
  ['love', 8],
  ['commission', 4],
  ['bundle:starter', 9],
  ['bundle:courtroom', 4],
  ['bundle:royal', 3],
  ['bundle:holiday', 4],
  ['bundle:default', 4],
])
// staff quote a commission by its length; these are the quotes the seed gives (the catalog has no price)
const commissionQuotes = { '2-pages': 12900, '3-5-pages': 19900, '6-plus-pages': 29900 } as const
const ATTRIBUTED_SHARE = 0.18

const commissionStyleIds = optionIds(commissionStyles)
const commissionLengthIds = optionIds(commissionLengths)
const toneIds = optionIds(tones)
const loveStyleIds = optionIds(loveStyles)
const writingStyleIds = optionIds(bundleWritingStyles)
const bundleIntensityIds = optionIds(bundleIntensities)

const mailbox = (name: string, random: Random) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${Math.floor(random() * 1000)}@example.org`

/** Makes order rows as checkout stores them: a request a form could send, priced by `quoteOrder`. */
export function fakeOrder(sources: OrderSources): { order: OrderRow; targets: TargetRow[] } {
  const { random } = sources
  const id = randomUUID()
  const product = drawProduct(random)
  const customer = pick(random, sources.customers)
  if (product === 'commission') return { order: commissionOrder(sources, id, customer), targets: [] }
  const request = fakeRequest(sources, product, customer)
  const terms = fakeTerms(sources, request)
  const quote = quoteOrder(request, { priceList: terms.priceList, discount: terms.discount })
  const order = orderValues(id, request, quote, terms)
  const targets = targetValues(request).map((target) => ({ ...target, orderId: id }))
  return { order, targets }
}

function fakeRequest(
  sources: OrderSources,
  product: Exclude<Product, 'commission'>,
  customer: Customer,
): OrderRequest {
  const { random } = sources
  const targetName = sources.target(random)
  if (product === 'love') {
    return {
      kind: 'love',
      customerName: customer.name,
      customerEmail: customer.email,
      targetName,
      situation: sources.grievance(random),
      loveIntensity: pick(random, loveIntensityIds),
      style: pick(random, loveStyleIds),
      recipientEmail: random() < 0.6 ? mailbox(targetName, random) : undefined,
      anonymousDelivery: random() < 0.3,
      discountCode: undefined,
      partnerRef: undefined,
    } satisfies OrderRequest
  }
  if (product.startsWith('bundle:')) {
    const bundle = bundles[product.slice('bundle:'.length) as BundleId]
    const count = 1 + Math.floor(random() * bundle.quantity)
    return {
      kind: 'bundle',
      bundleId: bundle.id,
      yourName: customer.name,
      yourEmail: customer.email,
      bundleReason: sources.grievance(random),
      additionalDetails: undefined,
      anonymousDelivery: random() < 0.3,
      targets: Array.from({ length: count }, () => {
        const name = sources.target(random)
        return {
          name,
          email: random() < 0.5 ? mailbox(name, random) : undefined,
          scrollType: bundle.scrollType === 'mixed' ? pick(random, mixedBundleOptionIds) : bundle.scrollType,
          reason: sources.grievance(random),
          tone: undefined,
          writingStyle: pick(random, writingStyleIds),
          intensity: pick(random, bundleIntensityIds),
          specialInstructions: undefined,
        }
      }),
      discountCode: undefined,
      partnerRef: undefined,
      priceList: 'list',
    } satisfies OrderRequest
  }
  return singleRequest(sources, product as SingleScrollType, customer, targetName)
}

function singleRequest(
  sources: OrderSources,
  scrollType: SingleScrollType,
  customer: Customer,
  targetName: string,
): SingleOrderRequest {
  const { random } = sources
  const form = singleScrolls[scrollType]
  const { min, max } = form.intensity
  const formatting = form.formattingDefault ? random() < 0.8 : random() < 0.1
  const [standard, ...faster] = form.deliveries
  return {
    kind: 'single',
    scrollType,
    customerName: customer.name,
    customerEmail: customer.email,
    recipientEmail: random() < 0.75 ? mailbox(targetName, random) : undefined,
    recipientName: undefined,
    targetName,
    grievance: sources.grievance(random),
    tone: random() < 0.5 ? pick(random, toneIds) : undefined,
    intensity: min + Math.floor(random() * (max - min + 1)),
    style: pick(random, Object.keys(form.styles)),
    delivery: random() < 0.65 ? standard : pick(random, faster.length > 0 ? faster : [standard]),
    allCaps: formatting,
    cursedFonts: formatting,
    fontTantrums: formatting && random() < 0.7,
    voiceNarration: random() < 0.15,
    multiPage: random() < 0.12,
    ancestralWisdom: random() < 0.1,
    generationalContext: undefined,
    specificRequests: undefined,
    anonymousDelivery: random() < 0.35,
    physicalDelivery: undefined,
    smsDelivery: undefined,
    phoneDelivery: undefined,
    discountCode: undefined,
    partnerRef: undefined,
    priceList: 'list',
  } as SingleOrderRequest
}

/**
 * Most orders come from the regular forms; some through a partner: from their landing page (partner
 * prices on the single scrolls) or with their discount code (10% off the base price).
 */
function fakeTerms(sources: OrderSources, request: OrderRequest): OrderTerms {
  const { random, partners } = sources
  const none: OrderTerms = { priceList: 'list', discount: null, partnerRef: null, earlyBirdEligible: false }
  if (request.kind === 'love' || partners.length === 0 || random() >= ATTRIBUTED_SHARE) return none
  // a few partners bring most of the orders
  const partner = partners[Math.floor(partners.length * random() ** 3)] as SeedPartner
  if (partner.discountCode && random() < 0.5) {
    const discount = {
      kind: 'partner' as const,
      code: partner.discountCode,
      percent: PARTNER_DISCOUNT_PERCENT,
      partnerSlug: partner.slug,
    }
    return { ...none, discount, partnerRef: partner.slug }
  }
  const partnerPrices = request.kind === 'single' && scrollProducts[request.scrollType].partnerCents !== null
  return { ...none, priceList: partnerPrices ? 'partner' : 'list', partnerRef: partner.slug }
}

function commissionOrder(sources: OrderSources, id: string, customer: Customer): OrderRow {
  const { random } = sources
  const length = pick(random, commissionLengthIds)
  const cents = commissionQuotes[length]
  return {
    id,
    kind: 'commission',
    scrollType: 'epic-scroll-commission',
    customerName: customer.name,
    customerEmail: customer.email,
    targetName: sources.target(random),
    grievance: sources.grievance(random),
    style: pick(random, commissionStyleIds),
    intensity: 1 + Math.floor(random() * 5),
    specificRequests: `${commissionLengths[length]}, sealed in wax`,
    basePriceCents: cents,
    totalPriceCents: cents,
    quoteLines: [
      { code: 'base:epic-scroll-commission', label: scrollProducts['epic-scroll-commission'].name, cents },
    ],
    currency: CURRENCY,
  }
}
