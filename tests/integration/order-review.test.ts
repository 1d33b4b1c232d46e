import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orderStatusEvents, orders, outboxMessages, users } from '@/server/db/schema'
import { approveOrder } from '@/server/orders/approve-order'
import { refuseOrder } from '@/server/orders/refuse-order'
import { moderationResult, startModerationStub } from '../support/moderation-stub'
import { completedOrder, createPayment, placePaidOrder } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// the shop's own screen and a second opinion (a moderation service on 127.0.0.1) decide together
let shop: TestShop
let moderation: Awaited<ReturnType<typeof startModerationStub>>
let staff: { id: string }

beforeAll(async () => {
  moderation = await startModerationStub()
  shop = await startTestShop({
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    MODERATION_URL: `${moderation.origin}/v1`,
    MODERATION_TIMEOUT_MS: '2000',
  })
  const [clerk] = await shop.services.db
    .insert(users)
    .values({ name: 'Reviewing Clerk', email: 'clerk@example.test', role: 'staff' })
    .returning()
  if (!clerk) throw new Error('no staff account')
  staff = clerk
})
afterEach(() => moderation.reset())
afterAll(async () => {
  await shop.stop()
  await moderation.close()
})

/** The moderation service flags `category` in every text that contains `word`. */
const flagWhere = (word: string, category: string) =>
  moderation.answerWith((input) => ({
    status: 200,
    body: { results: input.map((text) => moderationResult(text.includes(word) ? [category] : [])) },
  }))

const orderOf = async (id: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]

const mailTo = (address: string) =>
  shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, address))

const heldOrder = (id: string) =>
  eventually(async () => {
    const order = await orderOf(id)
    return order?.status === 'held' ? order : undefined
  }, 30_000)

describe('screening an order before payment', () => {
  it('refuses a real threat with 422 naming the field and the rule, and places nothing', async () => {
    const response = await shop.post(
      '/api/payments',
      classicRequest({
        customerEmail: 'threat@example.test',
        grievance: 'I know where you live and I will burn your house down at 3am',
      }),
    )
    const body = await response.json()
    expect(response.status).toBe(422)
    expect(body.error.code).toBe('scribes_code')
    expect(body.error.fields.grievance).toMatch(/Scribes' Code forbids this: no threats of real harm/)
    const placed = await shop.services.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'threat@example.test'))
    expect(placed).toEqual([])
  })

  it('lets comic violence through: the product is mock curses', async () => {
    const { orderId } = await createPayment(
      shop,
      classicRequest({ grievance: 'May geese pursue thee; I shall smite thee with a wet herring.' }),
    )
    expect((await orderOf(orderId))?.reviewReason).toBeNull()
  })

  it('refuses what the second opinion calls threatening, in the field it was found in', async () => {
    flagWhere('Lord of Doom', 'harassment/threatening')
    const response = await shop.post('/api/payments', classicRequest({ targetName: 'Lord of Doom' }))
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).error.fields)).toEqual(['targetName'])
  })
})

describe('screening the other forms whose words become a scroll', () => {
  it('refuses a commission request whose tale threatens real harm, naming the field', async () => {
    const response = await shop.post('/api/commission-requests', {
      name: 'Margery Quill',
      email: 'margery@example.test',
      target: 'The Baron of Bramblewick',
      tale: 'Pay me 500 pounds by Friday or I will post your photos everywhere.',
      style: 'divine-fury',
      length: '3-5-pages',
      voiceNarration: false,
      anonymousDelivery: false,
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).error.fields)).toEqual(['tale'])
  })

  it('refuses a lightning roast entry that names a target with a threat', async () => {
    const response = await shop.post('/api/lightning-roast-entries', {
      targetName: 'Gregory, I will find you and hurt you',
      email: 'entrant@example.test',
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).error.fields)).toEqual(['targetName'])
  })
})

describe('an order held for a person', () => {
  it('is written but sealed and sent only once staff approve it, the customer told meanwhile', async () => {
    flagWhere('trebuchet', 'violence')
    const orderId = await placePaidOrder(
      shop,
      classicRequest({
        customerEmail: 'held@example.test',
        recipientEmail: 'held-recipient@example.test',
        grievance: 'Parked his trebuchet across my gate again.',
      }),
    )
    const held = await heldOrder(orderId)
    expect(held.reviewReason).toContain('grievance: No threats of real harm')
    expect(held.reviewFindings).toContainEqual(
      expect.objectContaining({ field: 'grievance', rule: 'threat', action: 'hold' }),
    )
    const notice = await eventually(async () => (await mailTo('held@example.test'))[0])
    expect(notice.subject).toMatch(/A scribe is reading thy order/)
    expect(await mailTo('held-recipient@example.test')).toEqual([])

    await approveOrder(shop.services, orderId, staff)
    await expect(approveOrder(shop.services, orderId, staff)).rejects.toMatchObject({ status: 409 })
    const completed = await completedOrder(shop, orderId)
    expect(completed.approvedBy).toBe(staff.id)
    expect(await mailTo('held-recipient@example.test')).toHaveLength(1)
    const history = await shop.services.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt))
    expect(history.map((event) => event.toStatus)).toEqual(
      expect.arrayContaining(['held', 'paid', 'drafted', 'sent', 'completed']),
    )
    expect(history.find((event) => event.toStatus === 'held')?.note).toContain('grievance')
  })

  it('is held when the second opinion does not answer, never sent unchecked', async () => {
    moderation.answerWith(() => ({ status: 500, body: { error: 'down' } }))
    const orderId = await placePaidOrder(shop, classicRequest({ recipientEmail: 'unchecked@example.test' }))
    const held = await heldOrder(orderId)
    expect(held.reviewReason).toContain('the second opinion did not answer')
    expect(await mailTo('unchecked@example.test')).toEqual([])
  })

  it('refused by staff, is refunded in full and the customer told which rule it broke', async () => {
    flagWhere('catapult', 'violence')
    const orderId = await placePaidOrder(
      shop,
      classicRequest({
        customerEmail: 'refused@example.test',
        recipientEmail: 'spared@example.test',
        grievance: 'Aimed his catapult at my hens.',
      }),
    )
    await heldOrder(orderId)
    expect(await refuseOrder(shop.services, orderId, staff, 'threat')).toEqual({ refunded: true })
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' })
    const letter = await eventually(async () =>
      (await mailTo('refused@example.test')).find((mail) => mail.subject.includes('refunded')),
    )
    expect(letter.text).toContain('no threats of real harm')
    expect(letter.text).toContain('Nothing was sent to anyone')
    expect(await mailTo('spared@example.test')).toEqual([])
  })
})
