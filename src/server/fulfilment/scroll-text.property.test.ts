import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import type { ComposedScroll, ScrollRequest } from '@/domain/scribe/scroll-request'
import { MAX_QUOTED_WORDS } from '@/domain/text/excerpt'
import { longestCopiedRun, proofread } from '@/domain/text/proofread'
import { type GeneratedOrder, storedOrders } from '../orders/order-rows.fixtures'
import { scrollRequestForOrder, scrollRequestForTarget } from './scroll-request-for'
import { scrollAsRead } from './writer/model-scroll-checks'

/** Every scroll of an order, from the same request the compose step builds. */
function scrollsOf({
  order,
  targets,
}: GeneratedOrder): Array<{ request: ScrollRequest; scroll: ComposedScroll }> {
  const requests =
    order.kind === 'bundle'
      ? targets.map((target) => scrollRequestForTarget(order, target))
      : [scrollRequestForOrder(order)]
  return requests.map((request) => ({ request, scroll: composeScroll(request) }))
}

const about = (request: ScrollRequest) =>
  `${request.scrollType} ${request.kind} ${request.style} ${request.intensity} ${JSON.stringify(request.flags)} ` +
  `to ${JSON.stringify(request.targetName)} for ${JSON.stringify(request.grievance.slice(0, 80))}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// reading a story with the NLP library takes a few milliseconds an order: fewer runs, more time each
describe('what a recipient reads in a composed scroll (property)', { timeout: 30_000 }, () => {
  it('reads as a careful person wrote it: every product, style, intensity, flag and name', () => {
    fc.assert(
      fc.property(storedOrders, (generated) => {
        for (const { request, scroll } of scrollsOf(generated)) {
          const retold = [request.grievance, request.generationalContext ?? '']
          expect(proofread(scrollAsRead(scroll), { retold }), about(request)).toEqual([])
        }
      }),
      { numRuns: 120 },
    )
  })

  it('speaks to a target named with an article without it: "O landlord", never "O the landlord"', () => {
    fc.assert(
      fc.property(storedOrders, (generated) => {
        for (const { request, scroll } of scrollsOf(generated)) {
          const named = /^(?:[Tt]he|an?)\s/.test(request.targetName.trim())
          if (!named) continue
          const addressed = new RegExp(`(?:\\bO|,) ${escapeRegExp(request.targetName.trim())}[,.!?]`)
          expect(scrollAsRead(scroll), about(request)).not.toMatch(addressed)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('builds on the story and never copies more of it than a short quotation', () => {
    fc.assert(
      fc.property(storedOrders, (generated) => {
        for (const { request, scroll } of scrollsOf(generated)) {
          const grievance = request.grievance.trim()
          if (grievance === '') continue
          const text = scrollAsRead(scroll).toLowerCase()
          const run = longestCopiedRun(text, grievance)
          const story = request.story
          const specifics = [...(story?.things ?? []), ...(story?.counts ?? []), ...(story?.times ?? [])]
          // the scroll uses the story (retold, or its specifics; decision 050), and quotes at most a line
          const used = run >= 4 || specifics.some((specific) => text.includes(specific.toLowerCase()))
          expect(used, about(request)).toBe(true)
          expect(run, about(request)).toBeLessThanOrEqual(MAX_QUOTED_WORDS)
        }
      }),
      { numRuns: 100 },
    )
  })
})
