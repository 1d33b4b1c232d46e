import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { bundleRequest, classicRequest, cursedRequest } from '@/domain/order-request.fixtures'
import { orders, outboxMessages, scrollDeliveries } from '@/server/db/schema'
import { configuredOrigin } from '@/server/http/public-origin'
import { orderPageToken } from '@/server/order-pages/order-page-token'
import { refundOrder } from '@/server/orders/refund-order'
import { reviseScroll } from '@/server/orders/revise-scroll'
import { completedOrder, placePaidOrder } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// the customer's private page of an order (product decision 30), driven through the HTTP app
let shop: TestShop
let origin = ''

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
  origin = configuredOrigin(shop.config)
})
afterAll(() => shop?.stop())

type Page = {
  reference: string
  productName: string
  status: string
  underReview: boolean
  anonymousDelivery: boolean
  scrolls: Array<{
    scrollNumber: number
    targetName: string
    sentTo: string
    state: string
    corrected: boolean
    scroll: { title: string; paragraphs: Array<{ text: string }>; signature: string } | null
    pdf: boolean
    narration: string
  }>
}

const get = (path: string) => shop.app.request(path)

/** The token of the link in the letter to `to` whose subject starts with `subject`. */
async function linkTokenIn(to: string, subject: string): Promise<string> {
  const [mail] = await shop.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, `${subject}%`)))
  const url = /See thy scrolls? as (?:it was|they were) sent:\n(\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(url.startsWith(`${origin}/order/`), `a link to the order's page in: ${mail?.text}`).toBe(true)
  expect(mail?.text).toMatch(/This private link works until the end of \d{1,2} \w{3} \d{4}\./)
  return url.slice(`${origin}/order/`.length)
}

async function pageOf(token: string): Promise<Page> {
  const response = await get(`/api/order-pages/${token}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as Page
}

const deliveriesOf = (orderId: string) =>
  shop.services.db.select().from(scrollDeliveries).where(eq(scrollDeliveries.orderId, orderId))

describe("the customer's page of an order, from the link in the receipt", () => {
  let orderId = ''
  let token = ''

  it('shows an anonymous order’s scroll as the recipient got it, with its PDF and reading', async () => {
    orderId = await placePaidOrder(
      shop,
      cursedRequest({
        customerEmail: 'page-customer@example.test',
        recipientEmail: 'page-recipient@example.test',
        targetName: 'Baron Pagewright',
        anonymousDelivery: true,
        voiceNarration: true,
      }),
    )
    await completedOrder(shop, orderId)
    token = await linkTokenIn('page-customer@example.test', 'Thy receipt')
    const [delivery] = await deliveriesOf(orderId)
    const page = await pageOf(token)
    expect(page).toMatchObject({
      reference: orderReference(orderId),
      productName: 'Cursed Scroll',
      status: 'completed',
      anonymousDelivery: true,
    })
    expect(page.scrolls).toHaveLength(1)
    const [scroll] = page.scrolls
    expect(scroll).toMatchObject({ scrollNumber: 1, targetName: 'Baron Pagewright', sentTo: 'recipient' })
    expect(scroll).toMatchObject({ state: 'sent', corrected: false, pdf: true, narration: 'ready' })
    // the words the recipient got, anonymous signature and all
    expect(scroll?.scroll?.title).toBe(delivery?.scroll?.title)
    expect(scroll?.scroll?.paragraphs).toEqual(delivery?.scroll?.paragraphs)
    expect(scroll?.scroll?.signature).toBe(delivery?.scroll?.signature)
    // no address, price or internal id on a page whose link may be forwarded
    const raw = JSON.stringify(page)
    for (const secret of ['page-customer@example.test', 'page-recipient@example.test', orderId]) {
      expect(raw).not.toContain(secret)
    }
    expect(raw).not.toMatch(/cents|\$\d/i)
  })

  it('downloads the sealed PDF and the narration by the same token, as inert attachments', async () => {
    const [delivery] = await deliveriesOf(orderId)
    const pdf = await get(`/api/order-pages/${token}/scrolls/1/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="scroll-${orderReference(orderId)}.pdf"`,
    )
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const stored = await shop.services.storage.get('generated-scrolls', delivery?.pdfFileKey ?? '')
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(stored))).toBe(true)

    const narration = await get(`/api/order-pages/${token}/scrolls/1/narration`)
    expect(narration.status).toBe(200)
    expect(narration.headers.get('content-type')).toBe('audio/mpeg')
    expect((await narration.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    expect((await get(`/api/order-pages/${token}/scrolls/2/pdf`)).status).toBe(404)
  })

  it('shows the corrected scroll once staff sent it again, never the first', async () => {
    const [delivery] = await deliveriesOf(orderId)
    if (!delivery?.scroll) throw new Error('no scroll')
    const { pages: _, ...words } = delivery.scroll
    await reviseScroll(
      shop.services,
      {
        orderId,
        deliveryId: delivery.id,
        expectedRevision: delivery.revision,
        scroll: { ...words, title: 'A Corrected Proclamation' },
        tellCustomer: true,
      },
      'system',
    )
    await eventually(async () => {
      const [sent] = await deliveriesOf(orderId)
      return sent?.emailedAt && sent.revision > delivery.revision ? sent : undefined
    }, 30_000)
    const resent = await pageOf(token)
    expect(resent.scrolls[0]).toMatchObject({ corrected: true, pdf: true })
    expect(resent.scrolls[0]?.scroll?.title).toBe('A Corrected Proclamation')
    // the customer, told as staff chose, gets the link to the page that now shows the corrected copy
    const told = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'page-customer@example.test'))
      return rows.find((row) => row.subject.startsWith('A corrected copy of thy scroll went to'))
    }, 30_000)
    expect(told.text).toContain('/order/')
    expect((await get(`/api/order-pages/${token}/scrolls/1/pdf`)).status).toBe(200)
  })

  it('answers a forged, changed or expired link with a JSON error, never the order', async () => {
    const forged = await get(`/api/order-pages/${token.slice(0, -2)}xx`)
    expect(forged.status).toBe(404)
    expect(forged.headers.get('cache-control')).toBe('no-store')
    expect(await forged.json()).toEqual({
      error: { code: 'not_found', message: 'This link is not one the scribes sent.' },
    })
    for (const path of ['nonsense', `${orderId}.AAAAAAAAAAAAAAAAAAAAAA`, `${token}/scrolls/1/pdf`]) {
      const response = await get(`/api/order-pages/${path.replace(token, `${token}x`)}`)
      expect(response.status, path).toBe(404)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }

    const past = orderPageToken(shop.services.recipientKeys, orderId, new Date(Date.now() - 1000))
    for (const path of [past, `${past}/scrolls/1/pdf`, `${past}/scrolls/1/narration`]) {
      const expired = await get(`/api/order-pages/${path}`)
      expect(expired.status, path).toBe(410)
      const body = (await expired.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('gone')
      expect(body.error.message).toMatch(/^This link has expired\. Write to /)
    }
    expect((await get(`/api/order-pages/${token}/scrolls/first/pdf`)).status).toBe(400)
  })

  it('gives the customer who got the scroll to deliver the link in that letter too', async () => {
    const id = await placePaidOrder(
      shop,
      classicRequest({ customerEmail: 'own-copy@example.test', recipientEmail: undefined }),
    )
    await completedOrder(shop, id)
    const own = await linkTokenIn('own-copy@example.test', 'Thy scroll for')
    const page = await pageOf(own)
    expect(page.scrolls[0]).toMatchObject({ sentTo: 'customer', state: 'sent', narration: 'none' })
  })

  it('numbers the scrolls of a bundle and shows each one sent', async () => {
    const id = await placePaidOrder(
      shop,
      bundleRequest({
        yourEmail: 'bundle-page@example.test',
        targets: [
          {
            name: 'Abbot One',
            email: 'abbot-one@example.test',
            scrollType: 'light-rant',
            reason: 'Rings the bell at midnight.',
          },
          { name: 'Abbot Two', scrollType: 'light-rant', reason: 'Hides the good candles.' },
        ],
      }),
    )
    await completedOrder(shop, id)
    const page = await pageOf(await linkTokenIn('bundle-page@example.test', 'Thy receipt'))
    expect(page.productName).toBe('The Starter Arsenal')
    expect(
      page.scrolls.map((scroll) => [scroll.scrollNumber, scroll.targetName, scroll.sentTo, scroll.state]),
    ).toEqual([
      [1, 'Abbot One', 'recipient', 'sent'],
      [2, 'Abbot Two', 'customer', 'sent'],
    ])
    const link = orderPageToken(shop.services.recipientKeys, id, new Date(Date.now() + 60_000))
    expect((await get(`/api/order-pages/${link}/scrolls/2/pdf`)).status).toBe(200)
  })

  it('says a held order is with a scribe, and a refunded one that it was refunded', async () => {
    const id = await placePaidOrder(
      shop,
      classicRequest({
        customerEmail: 'held-page@example.test',
        grievance: 'He rings me from 0161 496 0000 at every dawn to sing.',
      }),
    )
    await eventually(async () => {
      const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, id))
      return order?.status === 'held' ? order : undefined
    }, 30_000)
    const link = orderPageToken(shop.services.recipientKeys, id, new Date(Date.now() + 60_000))
    const held = await pageOf(link)
    expect(held).toMatchObject({ status: 'held', underReview: true })
    expect(held.scrolls[0]).toMatchObject({ state: 'under-review', scroll: null, pdf: false })
    expect((await get(`/api/order-pages/${link}/scrolls/1/pdf`)).status).toBe(404)

    await refundOrder(shop.services, id, 'system')
    const refunded = await pageOf(link)
    expect(refunded.status).toBe('refunded')
    expect(refunded.scrolls[0]).toMatchObject({ state: 'not-sent', scroll: null })
  })

  it('is rate limited per client, as the other public routes are', async () => {
    let response = await get(`/api/order-pages/${token}`)
    for (let tries = 0; response.status !== 429 && tries < 100; tries++) {
      response = await get(`/api/order-pages/${token}/scrolls/9/pdf`)
    }
    expect(response.status).toBe(429)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
  })
})
