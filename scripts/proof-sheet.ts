/**
 * `npm run proof-sheet`
 *
 * Writes docs/proof-sheet: the first page of each product as a PNG, made by the shop's own scribe engine
 * and PDF renderer from a fixed order (a story of tests/craft/stories.json, fixed seeds), with a README
 * that gives each page's order. The same code gives the same sheet; poppler's pdftoppm draws the PNGs.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type BundleId,
  type BundleIntensity,
  bundleIntensities,
  bundles,
  bundleWritingStyles,
} from '@/domain/catalog-bundles'
import {
  classicStyles,
  commissionStyles,
  cursedStyles,
  formattingFlags,
  type IntensityLevel,
  intensityLabels,
  type LoveIntensity,
  loveIntensities,
  loveStyles,
} from '@/domain/catalog-options'
import { type ScrollType, scrollProducts, upsells } from '@/domain/catalog-products'
import { orderReference } from '@/domain/order-reference'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import {
  bundleIntensityLevel,
  loveIntensityLevel,
  noFlags,
  type ScrollFlags,
  type ScrollRequest,
  type ScrollStyle,
} from '@/domain/scribe/scroll-request'
import { wordCount } from '@/domain/text/excerpt'
import { renderScrollPdf } from '@/server/fulfilment/scroll-pdf/render-scroll-pdf'
import { readStory } from '@/server/story/read-story'
import { type CraftStory, craftStories, scrollText } from '../tests/craft/judge-craft'

const OUT_DIR = fileURLToPath(new URL('../docs/proof-sheet/', import.meta.url))
// 60 dpi keeps the text readable at 150-240 KB a page; 70 dpi comes near 300 KB
const DPI = '60'
const CUSTOMER = 'Margery Quill'
const PAID_AT = new Date('2026-03-14T10:00:00Z')

type Proof = {
  file: string
  /** an id of tests/craft/stories.json; the order is for the story's scroll type unless `scrollType` says */
  story: string
  scrollType?: ScrollType
  /** seeds the scroll and is named on the seal, as an order's id does */
  orderId: string
  /** seeds the parchment's drawing */
  orderNumber: number
  style: ScrollStyle
  level: IntensityLevel
  /** the level as the order form names it */
  dial: string
  flags?: Partial<ScrollFlags>
  bundle?: { id: BundleId; position: number }
}

const rant = (level: IntensityLevel) => ({ level, dial: `${intensityLabels[level]} (${level} of 5)` })
const love = (mode: LoveIntensity) => ({ level: loveIntensityLevel(mode), dial: loveIntensities[mode].label })
const bundled = (intensity: BundleIntensity) => ({
  level: bundleIntensityLevel(intensity),
  dial: bundleIntensities[intensity],
})

const proofs: Proof[] = [
  {
    file: 'light-rant',
    story: 'yoghurt',
    orderId: '3f9a1c52-0d4e-4b7a-9c21-5e8f0a6b1d01',
    orderNumber: 1001,
    style: 'petty',
    ...rant(2),
  },
  {
    file: 'scroll-of-fury',
    story: 'leaf-blower',
    orderId: '8b2e4d17-6a3f-4c90-b5e8-1f7d2c9a3e02',
    orderNumber: 1002,
    style: 'gothic',
    ...rant(4),
    flags: { cursedFonts: true, fontTantrums: true },
  },
  {
    file: 'eternal-scroll',
    story: 'best-man',
    orderId: 'c41d7e93-2b5a-4f18-8e6c-9a0b3d5f7e03',
    orderNumber: 1003,
    style: 'shakespearean',
    ...rant(3),
    flags: { ancestralWisdom: true },
  },
  {
    file: 'epic-scroll-commission',
    story: 'brother',
    scrollType: 'epic-scroll-commission',
    orderId: '5e7f0a28-9c1b-4d63-a7f4-2b8e6c0d9f04',
    orderNumber: 1004,
    style: 'divine-fury',
    ...rant(5),
  },
  {
    file: 'love-me-scroll',
    story: 'valentine',
    orderId: 'a90c3b61-4e2d-4a75-8f1b-6d3e9c2a0b05',
    orderNumber: 1005,
    style: 'romantic',
    ...love('love_me'),
  },
  {
    file: 'love-me-scroll-harsh-rejection',
    story: 'ghosting',
    orderId: 'd26b8f04-7a9e-4c31-b0d5-3e1f8a6c4d06',
    orderNumber: 1006,
    style: 'brutal',
    ...love('harsh_rejection'),
  },
  {
    file: 'starter-arsenal',
    story: 'bins',
    orderId: '17e5c9a3-8d2f-4b06-9e4a-0c7b5f3d2e07',
    orderNumber: 1007,
    style: 'witty',
    ...bundled('strong'),
    bundle: { id: 'starter', position: 1 },
  },
]

const styleLabels: Record<string, string> = {
  ...classicStyles,
  ...cursedStyles,
  ...commissionStyles,
  ...loveStyles,
  ...bundleWritingStyles,
}
const flagLabels: Record<keyof ScrollFlags, string> = {
  ...formattingFlags,
  multiPage: upsells.multiPage.label,
  ancestralWisdom: upsells.ancestralWisdom.label,
}

function storyOf(proof: Proof): CraftStory {
  const story = craftStories.find((candidate) => candidate.id === proof.story)
  if (!story) throw new Error(`tests/craft/stories.json has no story "${proof.story}"`)
  return story
}

/** The engine's request, as scroll-request-for builds it from an order (or a bundle's target). */
function requestOf(proof: Proof, story: CraftStory): ScrollRequest {
  const scrollType = proof.scrollType ?? (story.scrollType as ScrollType)
  return {
    seed: proof.bundle ? `${proof.orderId}:${proof.bundle.position}` : proof.orderId,
    kind: scrollType === 'love-me-scroll' ? 'love' : 'rant',
    scrollType,
    targetName: story.target,
    grievance: story.grievance,
    style: proof.style,
    intensity: proof.level,
    flags: { ...noFlags, ...proof.flags },
    specificRequests: story.specialRequests,
    signature: { anonymous: false, customerName: CUSTOMER },
    story: readStory({ targetName: story.target, texts: [story.grievance, story.specialRequests] }),
  }
}

function headingOf(proof: Proof, request: ScrollRequest): string {
  const product = scrollProducts[request.scrollType].name
  if (proof.bundle) {
    const bundle = bundles[proof.bundle.id]
    return `${bundle.title}: target ${proof.bundle.position} of ${bundle.quantity} (${product})`
  }
  return request.kind === 'love' ? `${product}: ${proof.dial}` : product
}

async function writeProof(proof: Proof): Promise<string> {
  const story = storyOf(proof)
  const request = requestOf(proof, story)
  const scroll = composeScroll(request)
  const pdf = await renderScrollPdf(scroll, {
    reference: orderReference(proof.orderId),
    orderNumber: proof.orderNumber,
    date: PAID_AT,
    scrollType: request.scrollType,
    hallOfFame: request.scrollType === 'eternal-scroll' ? { commissionedBy: CUSTOMER } : undefined,
  })
  const png = `${OUT_DIR}${proof.file}`
  execFileSync('pdftoppm', ['-png', '-r', DPI, '-f', '1', '-l', '1', '-singlefile', '-', png], { input: pdf })
  const flags = Object.entries(request.flags).filter(([, on]) => on)
  const heading = headingOf(proof, request)
  return [
    `## ${heading}`,
    '',
    `- Order: ${orderReference(proof.orderId)}, by ${CUSTOMER}`,
    `- Target: ${story.target}`,
    `- Story: “${story.grievance}”`,
    ...(story.specialRequests ? [`- Special requests: “${story.specialRequests}”`] : []),
    `- Style: ${styleLabels[request.style] ?? request.style}`,
    `- ${request.kind === 'love' ? 'Love level' : 'Intensity'}: ${proof.dial}`,
    `- Flags: ${flags.map(([flag]) => flagLabels[flag as keyof ScrollFlags]).join(', ') || 'none'}`,
    `- Pages: ${scroll.pages}, words: ${wordCount(`${scrollText(scroll)} ${scroll.signature}`)}`,
    '',
    `![${heading}, first page](${proof.file}.png)`,
    '',
  ].join('\n')
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const sections: string[] = []
  for (const proof of proofs) {
    sections.push(await writeProof(proof))
    console.log(`wrote ${OUT_DIR}${proof.file}.png`)
  }
  const intro = [
    '# Proof sheet',
    '',
    'The first page of each product, with the order that made it. The pages come from the shop’s own scribe',
    'engine (`composeScroll`) and PDF renderer (`renderScrollPdf`), turned into PNGs by poppler’s `pdftoppm`.',
    'The orders and seeds are fixed in `scripts/proof-sheet.ts`; after a change to the engine or the',
    'renderer, regenerate the sheet with `npm run proof-sheet`.',
    '',
  ]
  writeFileSync(`${OUT_DIR}README.md`, [...intro, ...sections].join('\n'))
  console.log(`wrote ${OUT_DIR}README.md`)
}

await main()
