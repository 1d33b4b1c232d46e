import { eq } from 'drizzle-orm'
import { linesOfScroll } from '@/domain/scribe/compose-scroll'
import { orderTargets } from '../../db/schema'
import { noteOrder } from '../../orders/move-order'
import { screenScroll } from '../screen-scroll'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'
import { scrollRefusalLine, writeScroll } from '../writer/write-scroll'
import { type StepWork, workThrough } from './step-work'

/**
 * Writes the text of every scroll of the order not written yet, and screens it before it can be sealed.
 * A model's text that fails the screen is written again by the shop's own engine, whose text is screened
 * too; what is still found goes to the chain, which holds the order for a person. Why a model's drafts
 * were refused goes on the order's history, a line per scroll, for staff.
 */
export const composeStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.scroll === null)
  const targets =
    order.kind === 'bundle' && pending.length > 0
      ? await services.db.select().from(orderTargets).where(eq(orderTargets.orderId, order.id))
      : []
  const refusals: string[] = []
  // a bundle's scrolls never repeat each other's lines: each is written knowing what the others say
  const said = deliveries.flatMap((delivery) => (delivery.scroll ? linesOfScroll(delivery.scroll) : []))
  await workThrough(services, pending, async (delivery) => {
    const target = targets.find((t) => t.position === delivery.position)
    const request = target
      ? { ...scrollRequestForTarget(order, target), alreadySaid: [...said] }
      : scrollRequestForOrder(order)
    const written = await writeScroll(services, request, delivery.position)
    said.push(...linesOfScroll(written.scroll))
    const line = scrollRefusalLine(delivery, written)
    if (line) refusals.push(line)
    return { scroll: written.scroll, writtenBy: written.writtenBy, composedAt: new Date() }
  })
  for (const note of refusals) await noteOrder(services.db, order, { actor: 'system', note })
  // every written scroll, those an earlier attempt wrote too: a crash between writing and holding must
  // not let a text the screen would stop be sealed
  const findings = deliveries.flatMap((delivery) =>
    delivery.scroll ? screenScroll(delivery.scroll, delivery.position) : [],
  )
  return { note: `${pending.length} scroll(s) written`, did: pending.length > 0, findings }
}
