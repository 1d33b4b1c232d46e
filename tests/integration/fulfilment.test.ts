import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { type ParsedMail, simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { bundleRequest, cursedRequest } from '@/domain/order-request.fixtures'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { noFlags } from '@/domain/scribe/scroll-request'
import {
  drawings,
  lightningRoastEntries,
  orderStatusEvents,
  orders,
  outboxMessages,
  scrollDeliveries,
} from '@/server/db/schema'
import { drawWeeklyWinner } from '@/server/drawings/draw-weekly-winner'
import { retryFulfilment } from '@/server/orders/retry-fulfilment'
import { reviseScroll } from '@/server/orders/revise-scroll'
import { completedOrder, placePaidOrder } from './support/orders'
import { pdfText } from './support/pdf-text'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

/** The first Monday noon (UTC) after a moment. */
function nextMondayNoon(after: Date): Date {
  const noon = new Date(after)
  noon.setUTCHours(12, 0, 0, 0)
  while (noon.getUTCDay() !== 1 || noon <= after) noon.setUTCDate(noon.getUTCDate() + 1)
  return noon
}

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop.stop())

async function mailTo(address: string, subjectPart: string): Promise<ParsedMail> {
  const row = await eventually(async () => {
    const rows = await shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, address))
    return rows.find((r) => r.subject.includes(subjectPart))
  }, 30_000)
  return simpleParser(await readFile(path.join(shop.config.dataDir, 'outbox', row.emlFile)))
}

describe('fulfilment', () => {
  it('writes, seals and emails the scroll to the recipient, sends the receipt, and completes the order', async () => {
    const orderId = await placePaidOrder(
      shop,
      cursedRequest({
        recipientEmail: 'baron@example.test',
        customerEmail: 'ser@example.test',
        targetName: 'Baron Loudchewer',
      }),
    )
    const order = await completedOrder(shop, orderId)
    expect(order.dueAt).toBeInstanceOf(Date)

    const events = await shop.services.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt))
    expect(events.map((e) => e.toStatus)).toEqual([
      'pending_payment',
      'paid',
      'paid',
      'drafted',
      'sent',
      'sent',
      'completed',
    ])
    expect(events.map((e) => e.note?.split(':')[0])).toEqual(
      expect.arrayContaining(['compose', 'render', 'email', 'receipt', 'complete']),
    )
    // the customer placed and paid it; the shop did the rest
    expect(events.map((e) => e.actor)).toEqual([
      'customer',
      'customer',
      'system',
      'system',
      'system',
      'system',
      'system',
    ])

    const scroll = await mailTo('baron@example.test', 'A scroll has been sealed for thee')
    expect(scroll.messageId).toMatch(/^<scroll-.+-r1@scrollsoffury\.shop>$/)
    expect(scroll.html).toContain('Baron Loudchewer')
    const pdf = scroll.attachments.find((a) => a.contentType === 'application/pdf')
    expect(pdf).toBeDefined()
    expect((await pdfText(pdf?.content as Buffer)).replace(/\s+/g, ' ')).toContain('Baron Loudchewer')

    const receipt = await mailTo('ser@example.test', `Thy receipt for scroll #${orderReference(order.id)}`)
    expect(receipt.text).toContain('$35.99')
  })

  it('hides the customer from the recipient of an anonymous scroll', async () => {
    const orderId = await placePaidOrder(
      shop,
      cursedRequest({
        recipientEmail: 'rival@example.test',
        customerName: 'Secret Sender',
        customerEmail: 'secret.sender@example.test',
        anonymousDelivery: true,
      }),
    )
    await completedOrder(shop, orderId)
    const mail = await mailTo('rival@example.test', 'A scroll has been sealed for thee')
    const raw = `${mail.html} ${mail.text} ${mail.replyTo?.text ?? ''} ${mail.from?.text}`
    expect(raw).not.toContain('Secret Sender')
    expect(raw).not.toContain('secret.sender@example.test')
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')?.content as Buffer
    expect(await pdfText(pdf)).not.toContain('Secret Sender')
  })

  it('sends the scroll to the customer when there is no recipient address, one per bundle target', async () => {
    const orderId = await placePaidOrder(
      shop,
      bundleRequest({
        yourEmail: 'dame@example.test',
        targets: [
          { name: 'Brother Loudsnore', scrollType: 'light-rant', email: 'snore@example.test' },
          { name: 'Sister Gossip', scrollType: 'light-rant' },
        ],
      }),
    )
    await completedOrder(shop, orderId)
    const deliveries = await shop.services.db
      .select()
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.orderId, orderId))
    expect(deliveries).toHaveLength(2)
    await mailTo('snore@example.test', 'Brother Loudsnore')
    await mailTo('dame@example.test', 'Sister Gossip')
  })

  it('re-seals and re-sends a scroll whose text staff replaced, as a new message', async () => {
    const orderId = await placePaidOrder(shop, cursedRequest({ recipientEmail: 'edit@example.test' }))
    await completedOrder(shop, orderId)
    const [delivery] = await shop.services.db
      .select()
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.orderId, orderId))
    if (!delivery?.scroll) throw new Error('no delivery')
    const written = delivery.scroll
    const revise = () =>
      reviseScroll(
        shop.services,
        {
          orderId,
          deliveryId: delivery.id,
          expectedRevision: 1,
          scroll: { ...written, title: 'A Corrected Proclamation' },
        },
        'system',
      )
    expect(await revise()).toEqual({ revision: 2, resent: true })
    // the same click again finds revision 2: refused, nothing sent twice
    await expect(revise()).rejects.toThrow('at revision 2 now')
    const sent = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'edit@example.test'))
      return rows.length === 2 ? rows : undefined
    }, 30_000)
    expect(sent.map((r) => r.messageId).sort()).toEqual([
      `<scroll-${delivery.id}-r1@scrollsoffury.shop>`,
      `<scroll-${delivery.id}-r2@scrollsoffury.shop>`,
    ])
    // the recipient is told it is a corrected copy, in place of the first
    expect(sent.find((r) => r.messageId.includes('-r2@'))?.subject).toMatch(
      /^A corrected copy of thy scroll, /,
    )
    // the order stays completed; its history tells of the new revision and the steps that sent it
    const history = await eventually(async () => {
      const events = await shop.services.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(asc(orderStatusEvents.createdAt))
      return events.at(-1)?.note?.startsWith('email') ? events : undefined
    }, 30_000)
    const notes = history.slice(-3).map((e) => [e.toStatus, e.note?.split(':')[0]])
    expect(notes[0]?.[1]).toMatch(/^scroll 1 \(.+\) rewritten$/)
    expect(notes.slice(1)).toEqual([
      ['completed', 'render'],
      ['completed', 'email'],
    ])
    // the customer was not told: one receipt, and no other letter
    const toCustomer = async () =>
      shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'grumbles@example.com'))
    const customerLetters = (rows: Awaited<ReturnType<typeof toCustomer>>) =>
      rows
        .filter((row) => row.messageId.includes(orderId) || row.messageId.includes(delivery.id))
        .map((row) => row.subject)
    expect(customerLetters(await toCustomer())).toEqual([expect.stringMatching(/^Thy receipt for scroll #/)])

    // sent once more, unchanged, with the customer told this time
    expect(
      await reviseScroll(
        shop.services,
        { orderId, deliveryId: delivery.id, expectedRevision: 2, tellCustomer: true },
        'system',
      ),
    ).toEqual({ revision: 3, resent: true })
    const told = await eventually(async () => {
      const subjects = customerLetters(await toCustomer())
      return subjects.length === 2 ? subjects : undefined
    }, 30_000)
    expect(told).toContain(`Thy scroll went to ${delivery.targetName} once more`)
    const third = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.messageId, `<scroll-${delivery.id}-r3@scrollsoffury.shop>`))
      return rows[0]
    }, 30_000)
    expect(third.subject).toMatch(/^Thy scroll once more, /)
  })

  it('lets a failed order be retried, repeating none of the finished steps', async () => {
    const orderId = await placePaidOrder(shop, cursedRequest({ recipientEmail: 'retry@example.test' }))
    await completedOrder(shop, orderId)
    await expect(retryFulfilment(shop.services, orderId)).rejects.toThrow(
      'Only a failed order can be retried',
    )
    await shop.services.db
      .update(orders)
      .set({ status: 'failed', failureReason: 'email failed: SMTP down' })
      .where(eq(orders.id, orderId))
    await retryFulfilment(shop.services, orderId)
    const order = await completedOrder(shop, orderId)
    expect(order.failureReason).toBeNull()
    const rows = await shop.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'retry@example.test'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.sendCount).toBe(1)
  })
})

describe('the weekly drawing', () => {
  it('draws one winner of the past week, once, and emails them a sealed lightning roast', async () => {
    await shop.services.db.insert(lightningRoastEntries).values([
      { targetName: 'Cousin Crumb', email: 'winner-a@example.test' },
      { targetName: 'Uncle Bellow', email: 'winner-b@example.test' },
    ])
    // the job runs on Monday at noon (the test shop's zone is UTC), a little late
    const monday = new Date(nextMondayNoon(new Date()).getTime() + 3_000)
    const first = await drawWeeklyWinner(shop.services, monday)
    const second = await drawWeeklyWinner(shop.services, monday)
    expect(second?.id).toBe(first?.id)
    expect(await shop.services.db.select().from(drawings)).toHaveLength(1)
    const sent = (await shop.services.db.select().from(outboxMessages)).filter((m) =>
      m.messageId.startsWith('<drawing-'),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]?.sendCount).toBe(1)
    expect(['winner-a@example.test', 'winner-b@example.test']).toContain(sent[0]?.to)
  })

  it('closes each week at Monday noon however late the draw runs, so every entry is in one draw', async () => {
    const noon = new Date('2026-03-02T12:00:00Z') // a Monday
    const at = (offsetMs: number) => new Date(noon.getTime() + offsetMs)
    const week = 7 * 24 * 3_600_000
    await shop.services.db.insert(lightningRoastEntries).values([
      { targetName: 'Last week', email: 'earlier@example.test', createdAt: at(-week - 1) },
      { targetName: 'This week', email: 'this-week@example.test', createdAt: at(-3_600_000) },
      // the very end of the week: stamped to the microsecond, a millisecond before noon
      { targetName: 'Just in time', email: 'just-in-time@example.test', createdAt: at(-1) },
      // after noon but before the (late) draw ran: next week's
      { targetName: 'Next week', email: 'next-week@example.test', createdAt: at(30_000) },
    ])
    const late = await drawWeeklyWinner(shop.services, at(90_000))
    expect(late?.weekOf).toBe('2026-03-02')
    expect(late?.entryCount).toBe(2)
    const next = await drawWeeklyWinner(shop.services, at(week + 5_000))
    expect(next?.weekOf).toBe('2026-03-09')
    expect(next?.entryCount).toBe(1)
    const [winner] = await shop.services.db
      .select()
      .from(lightningRoastEntries)
      .where(eq(lightningRoastEntries.id, next?.entryId as string))
    expect(winner?.email).toBe('next-week@example.test')
  })

  it('composes different scrolls for equal inputs under different seeds', () => {
    const request = {
      kind: 'rant' as const,
      scrollType: 'scroll-of-fury' as const,
      targetName: 'Sir Same',
      grievance: 'The same grievance.',
      style: 'gothic' as const,
      intensity: 4 as const,
      flags: noFlags,
      signature: { anonymous: false, customerName: 'Ann' },
    }
    const a = composeScroll({ ...request, seed: 'order-a' })
    const b = composeScroll({ ...request, seed: 'order-b' })
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b))
  })
})
