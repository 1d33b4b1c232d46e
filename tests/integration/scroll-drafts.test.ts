import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orderStatusEvents, orders, outboxMessages, scrollDeliveries, staffActions } from '@/server/db/schema'
import { goodDraft } from '@/server/fulfilment/writer/model-scroll.fixtures'
import { completedOrder, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

/** Who wrote each scroll, why a model's draft was refused, and fresh drafts staff ask for. */
let shop: TestShop
let staff: Browser
let model: Server
// what the stand-in for the language model answers next
let draft: unknown = {}

const target = 'Baron Von Loudchewer'
const named = JSON.parse(JSON.stringify(goodDraft).replaceAll('Sir Snore', target))
const elsewhere = JSON.parse(JSON.stringify(goodDraft).replaceAll('Sir Snore', 'Lady Quiet'))

beforeAll(async () => {
  model = createServer(async (request, response) => {
    for await (const _chunk of request);
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(draft) } }] }))
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  shop = await startTestShop({
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SCRIBE_LLM_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    SCRIBE_LLM_RETRIES: '0',
  })
  staff = await signedInAs(shop, 'staff')
})
afterAll(async () => {
  await shop?.stop()
  model.closeAllConnections()
  model.close()
})

const deliveryOf = async (orderId: string) => {
  const [delivery] = await shop.services.db
    .select()
    .from(scrollDeliveries)
    .where(eq(scrollDeliveries.orderId, orderId))
  if (!delivery) throw new Error('no scroll')
  return delivery
}

const historyOf = async (orderId: string) =>
  shop.services.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt))

describe('the model writer in fulfilment', () => {
  it('records why the model’s draft was refused, and that the engine wrote the scroll', async () => {
    draft = elsewhere
    const id = await placePaidOrder(shop, classicRequest())
    await completedOrder(shop, id)
    expect((await deliveryOf(id)).writtenBy).toBe('engine')
    const notes = (await historyOf(id)).map((event) => event.note)
    expect(notes).toContain(
      `scroll 1 (${target}): the model’s draft was refused: it never names ${target}; the engine wrote the scroll`,
    )
  })
})

describe('a fresh draft asked for by staff', () => {
  it('writes a sent scroll again with the model as a new revision, sends it, and records who asked', async () => {
    draft = elsewhere
    const id = await placePaidOrder(shop, classicRequest({ recipientEmail: 'redraft@example.test' }))
    await completedOrder(shop, id)
    const delivery = await deliveryOf(id)
    const url = `/api/staff/orders/${id}/scrolls/${delivery.id}/drafts`

    draft = named
    const [once, twice] = await Promise.all([
      staff.post(url, { expectedRevision: 1 }),
      staff.post(url, { expectedRevision: 1 }),
    ])
    expect([once.status, twice.status].sort()).toEqual([201, 409])
    const answer = await (once.status === 201 ? once : twice).json()
    expect(answer).toEqual({ revision: 2, writtenBy: 'model', resent: true })
    const line = (await historyOf(id)).find((event) => event.actor === 'staff')
    expect(line?.note).toBe(`scroll 1 (${target}) written again by the language model: revision 2`)
    expect(line?.actorUserId).not.toBeNull()

    const sent = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'redraft@example.test'))
      return rows.length === 2 ? rows : undefined
    }, 30_000)
    expect(sent.map((row) => row.messageId)).toContain(`<scroll-${delivery.id}-r2@scrollsoffury.shop>`)
    const redrafted = await deliveryOf(id)
    expect(redrafted).toMatchObject({ writtenBy: 'model', revision: 2 })
    expect(redrafted.scroll?.title).toBe(named.title)

    // the model's refusal goes on the history, and the engine writes the next revision
    await completedOrder(shop, id)
    draft = elsewhere
    const again = await staff.post(url, { expectedRevision: 2 })
    expect(await again.json()).toEqual({ revision: 3, writtenBy: 'engine', resent: true })
    expect((await historyOf(id)).filter((event) => event.actor === 'staff').at(-1)?.note).toBe(
      `scroll 1 (${target}) written again by the scribe engine: revision 3; ` +
        `the model’s draft was refused: it never names ${target}; the engine wrote the scroll`,
    )
    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectId, id), eq(staffActions.action, 'redraft-scroll')))
    expect(actions.map((action) => action.detail)).toEqual([
      { deliveryId: delivery.id, revision: 2, writtenBy: 'model' },
      { deliveryId: delivery.id, revision: 3, writtenBy: 'engine' },
    ])
  })

  it('keeps a held order’s fresh draft for its approval, and refuses one on its way out', async () => {
    draft = named
    const id = await placePaidOrder(shop, classicRequest())
    await completedOrder(shop, id)
    const delivery = await deliveryOf(id)
    const url = `/api/staff/orders/${id}/scrolls/${delivery.id}/drafts`
    // a scroll written, not yet sent, of an order that is neither held nor delivered
    await shop.services.db
      .update(scrollDeliveries)
      .set({ emailedAt: null, renderedAt: null, pdfFileKey: null })
      .where(eq(scrollDeliveries.id, delivery.id))
    await shop.services.db.update(orders).set({ status: 'drafted' }).where(eq(orders.id, id))
    expect((await staff.post(url, { expectedRevision: 1 })).status).toBe(409)

    await shop.services.db.update(orders).set({ status: 'held' }).where(eq(orders.id, id))
    const held = await staff.post(url, { expectedRevision: 1 })
    expect(await held.json()).toEqual({ revision: 2, writtenBy: 'model', resent: false })
    expect((await historyOf(id)).at(-1)?.note).toBe(
      `scroll 1 (${target}) written again by the language model: revision 2`,
    )
    const detail = (await (await staff.get(`/api/staff/orders/${id}`)).json()) as {
      order: { status: string }
      deliveries: Array<{ writtenBy: string; revision: number; renderedAt: string | null }>
    }
    expect(detail.order.status).toBe('held')
    expect(detail.deliveries[0]).toMatchObject({ writtenBy: 'model', revision: 2, renderedAt: null })
  })
})
