/**
 * What the recipient of a scroll receives, read whole: the raw message (every header), its text and HTML,
 * and every attachment (file name, the PDF's text and metadata, the audio's bytes). On an anonymous order
 * none of it names the customer; on any order none of it shows a price, nor the order's sequential number
 * (the letters and files name the order by the reference its pages show). The customer's receipt carries
 * the prices, and the Eternal Scroll's Premium PDF Receipt rides with it.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { type ParsedMail, simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import {
  bundleRequest,
  classicRequest,
  cursedRequest,
  eternalRequest,
  loveRequest,
} from '@/domain/order-request.fixtures'
import { orderStatusEvents, outboxMessages, scrollDeliveries } from '@/server/db/schema'
import { NarrationError } from '@/server/fulfilment/narration/narrate-scroll'
import { sendLateNarration } from '@/server/fulfilment/narration-delivery/send-late-narration'
import { completedOrder, jobsIn, placePaidOrder } from './support/orders'
import { pdfText } from './support/pdf-text'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop.stop())

const customer = { name: 'Perpetua Quillfeather', email: 'perpetua.quill@example.test' }
const PRICE = /\$\s?\d/

/** Every message the outbox holds for an address, read whole: raw source and parsed parts. */
async function messagesTo(address: string): Promise<Array<{ raw: string; mail: ParsedMail }>> {
  const rows = await shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, address))
  return Promise.all(
    rows.map(async (row) => {
      const raw = await readFile(path.join(shop.config.dataDir, 'outbox', row.emlFile))
      return { raw: raw.toString('utf8'), mail: await simpleParser(raw) }
    }),
  )
}

/**
 * All a reader or a program could find in a message: headers, text, HTML, file names and PDF text, and
 * apart from those the attachments' bytes, where PDF metadata and audio tags live (compressed bytes may
 * hold a "$1" by chance, so prices are looked for in the readable part only).
 */
async function everythingIn({ raw, mail }: { raw: string; mail: ParsedMail }) {
  const shown = [
    mail.subject ?? '',
    mail.text ?? '',
    String(mail.html),
    mail.replyTo?.text ?? '',
    mail.from?.text ?? '',
  ]
  const bytes: string[] = []
  for (const attachment of mail.attachments) {
    shown.push(attachment.filename ?? '', attachment.contentType)
    bytes.push(attachment.content.toString('latin1'), attachment.content.toString('utf16le'))
    if (attachment.contentType === 'application/pdf') shown.push(await pdfText(attachment.content))
  }
  const text = [raw, ...shown].join('\n').replace(/\s+/g, ' ')
  // what a reader is shown, without the raw source (whose ids and base64 may hold any digits by chance)
  return { text, shown: shown.join('\n').replace(/\s+/g, ' '), all: `${text}\n${bytes.join('\n')}` }
}

/** The order named by its reference, and its sequential number nowhere a reader looks, PDF text included. */
function expectReferenceOnly(shown: string, order: { id: string; orderNumber: number }) {
  expect(shown).toContain(`#${orderReference(order.id)}`)
  // the receipt's link to the customer's page carries a signed token, whose random letters and digits
  // are no number of the order's
  const unlinked = shown.replace(/\/order\/[\w.-]+/g, '/order/token')
  // hex digits either side would be part of an id or of the reference itself, not the number
  expect(unlinked).not.toMatch(new RegExp(`(^|[^0-9a-f])${order.orderNumber}([^0-9a-f]|$)`, 'i'))
}

function expectNoCustomer(found: string) {
  expect(found.toLowerCase()).not.toContain(customer.name.toLowerCase())
  expect(found.toLowerCase()).not.toContain('perpetua')
  expect(found.toLowerCase()).not.toContain('quillfeather')
  expect(found.toLowerCase()).not.toContain(customer.email)
}

const anonymousOrders = {
  'Classic Scroll': classicRequest({ recipientEmail: 'classic.recipient@example.test' }),
  'Cursed Scroll': cursedRequest({ recipientEmail: 'cursed.recipient@example.test', voiceNarration: true }),
  'Eternal Scroll': eternalRequest({ recipientEmail: 'eternal.recipient@example.test', multiPage: true }),
  'Love Me Scroll': loveRequest({ recipientEmail: 'love.recipient@example.test' }),
} as const

describe("the recipient's message", () => {
  for (const [product, request] of Object.entries(anonymousOrders)) {
    it(`names no customer, shows no price and names the order by its reference on an anonymous ${product}`, async () => {
      const orderId = await placePaidOrder(shop, {
        ...request,
        customerName: customer.name,
        customerEmail: customer.email,
        anonymousDelivery: true,
      })
      const order = await completedOrder(shop, orderId)
      const messages = await messagesTo(request.recipientEmail as string)
      expect(messages).toHaveLength(1)
      const found = await everythingIn(messages[0] as { raw: string; mail: ParsedMail })
      expectNoCustomer(found.all)
      expect(found.text).not.toMatch(PRICE)
      expectReferenceOnly(found.shown, order)
    })
  }

  it('names no customer and shows no price in any scroll of an anonymous bundle', async () => {
    const orderId = await placePaidOrder(
      shop,
      bundleRequest({
        yourName: customer.name,
        yourEmail: customer.email,
        anonymousDelivery: true,
        targets: [
          { name: 'Brother Loudsnore', email: 'loudsnore@example.test', scrollType: 'light-rant' },
          { name: 'Sister Latecomer', email: 'latecomer@example.test', scrollType: 'light-rant' },
        ],
      }),
    )
    await completedOrder(shop, orderId)
    for (const address of ['loudsnore@example.test', 'latecomer@example.test']) {
      const [message] = await messagesTo(address)
      expect(message).toBeDefined()
      const found = await everythingIn(message as { raw: string; mail: ParsedMail })
      expectNoCustomer(found.all)
      expect(found.text).not.toMatch(PRICE)
    }
  })

  it("signs a named Eternal Scroll with the customer's name but shows no price; the receipt goes to the customer", async () => {
    const orderId = await placePaidOrder(
      shop,
      eternalRequest({
        customerName: 'Osric Ledger',
        customerEmail: 'osric@example.test',
        recipientEmail: 'named.recipient@example.test',
      }),
    )
    const order = await completedOrder(shop, orderId)
    const [message] = await messagesTo('named.recipient@example.test')
    const found = await everythingIn(message as { raw: string; mail: ParsedMail })
    expect(found.text).toContain('Osric Ledger')
    expect(found.text).not.toMatch(PRICE)
    expect(found.text).not.toContain('Premium PDF Receipt')
    const scroll = message?.mail.attachments.find((a) => a.contentType === 'application/pdf')
    expect((await pdfText(scroll?.content as Buffer)).replace(/\s+/g, ' ')).toContain('Hall of Fame')

    const [receipt] = await messagesTo('osric@example.test')
    expect(receipt?.mail.subject).toBe(`Thy receipt for scroll #${orderReference(order.id)}`)
    expect(receipt?.mail.text).toMatch(/Sent to: +Baron Von Loudchewer <named\.recipient@example\.test>/)
    expectReferenceOnly((await everythingIn(receipt as { raw: string; mail: ParsedMail })).shown, order)
    const premium = receipt?.mail.attachments.find(
      (a) => a.filename === `receipt-${orderReference(order.id)}.pdf`,
    )
    expect(premium).toBeDefined()
    const premiumText = (await pdfText(premium?.content as Buffer)).replace(/\s+/g, ' ')
    expect(premiumText).toContain('Premium PDF Receipt')
    expect(premiumText).toContain('$99.00')
    expect(premiumText).toContain('Issued to Osric Ledger')
    expect(premiumText).toContain(`Eternal Scroll #${orderReference(order.id)}`)
  })
})

describe('a narration that fails', () => {
  it('lets the scroll go on time without it, says so in the history, and follows when a retry works', async () => {
    const narrator = shop.services.narrator
    let narrations = 0
    const working = narrator.narrate
    // the herald is out: every reading fails until he is back
    narrator.narrate = async () => {
      narrations += 1
      throw new NarrationError('failed', 'the narrator could not start')
    }
    let orderId: string
    try {
      orderId = await placePaidOrder(
        shop,
        cursedRequest({
          customerEmail: 'listener@example.test',
          recipientEmail: 'hoarse.recipient@example.test',
          voiceNarration: true,
        }),
      )
      await completedOrder(shop, orderId)
    } finally {
      narrator.narrate = working
    }
    expect(narrations).toBeGreaterThan(0)

    const [scroll] = await messagesTo('hoarse.recipient@example.test')
    expect(scroll?.mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf'])
    expect(scroll?.mail.text).toContain("A herald's reading of it follows in a letter of its own.")

    const history = await shop.services.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt))
    expect(history.map((event) => event.note).join('\n')).toContain(
      "the herald's reading failed (the narrator could not start)",
    )
    const [delivery] = await shop.services.db
      .select()
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.orderId, orderId))
    expect(delivery?.narrationFailure).toBe('the narrator could not start')
    const queued = await jobsIn(shop, 'late-narration')
    expect(queued.map((job) => job.data)).toContainEqual({ deliveryId: delivery?.id })

    // the job's next retry, with the herald back
    await sendLateNarration(shop.services, delivery?.id as string)
    await sendLateNarration(shop.services, delivery?.id as string)
    const messages = await messagesTo('hoarse.recipient@example.test')
    expect(messages).toHaveLength(2)
    const late = messages.find((m) => m.mail.subject?.startsWith("The herald's reading"))
    expect(late?.mail.attachments.map((a) => a.contentType)).toEqual(['audio/mpeg'])
    expect(late?.mail.subject).toBe(`The herald's reading of scroll #${orderReference(orderId)}`)
    expect(late?.mail.attachments[0]?.filename).toBe(`scroll-${orderReference(orderId)}-narration.mp3`)
    const notes = await shop.services.db
      .select({ note: orderStatusEvents.note })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
    expect(notes.map((row) => row.note)).toContain(
      "narration: the herald's reading, late, emailed on its own",
    )
  })
})
