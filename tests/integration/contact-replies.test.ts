import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  careerApplications,
  contactMessages,
  contactReplies,
  outboxMessages,
  staffActions,
  users,
} from '@/server/db/schema'
import { jobsIn } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

type Reply = {
  id: string
  body: string
  author: string | null
  createdAt: string
  email: { id: string; status: 'sent' | 'failed'; lastAttemptAt: string } | null
}
type ContactItem = {
  kind: 'contact'
  item: { id: string; email: string; readAt: string | null; handledAt: string | null }
  replies: Reply[]
}
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } }

let shop: TestShop
let staff: Browser & { email: string }
let staffId: string
let messageId: string
let careerId: string

const sender = 'ash@example.test'

beforeAll(async () => {
  shop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
  const { db } = shop.services
  await db.update(users).set({ name: 'Brother Ledger' }).where(eq(users.email, staff.email))
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, staff.email))
  staffId = account?.id ?? ''
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: 'Goodwife Ash',
      email: sender,
      subject: 'Order Issue',
      message: 'Thy ravens are late.\nMy scroll was due on Monday.',
      createdAt: new Date(Date.UTC(2026, 2, 1, 9)),
    })
    .returning()
  messageId = message?.id ?? ''
  const [application] = await db
    .insert(careerApplications)
    .values({
      role: 'scribe',
      name: 'Brother Quill',
      email: 'quill@example.test',
      experience: 'Forty winters of illuminated insults.',
    })
    .returning()
  careerId = application?.id ?? ''
})
afterAll(() => shop?.stop())

const replyPath = (id = messageId) => `/api/staff/inbox/contact/${id}/replies`
const thread = async () => {
  const response = await staff.get(`/api/staff/inbox/contact/${messageId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ContactItem
}
const lettersToSender = () =>
  shop.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, sender))
    .orderBy(asc(outboxMessages.createdAt))

describe('answering a contact message', () => {
  it('keeps the reply in the thread, marks the message handled and emails the sender once', async () => {
    const before = await thread()
    expect(before.replies).toEqual([])
    expect(before.item.handledAt).toBeNull()

    const response = await staff.post(replyPath(), {
      message: 'Our apologies: a storm grounded the ravens.\nThy scroll reaches thee by Friday.',
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const answered = (await response.json()) as ContactItem
    // the letter is queued with the reply: whether it has gone yet is the mail log's to say, below
    expect(answered.replies).toHaveLength(1)
    expect(answered.replies[0]).toMatchObject({
      body: 'Our apologies: a storm grounded the ravens.\nThy scroll reaches thee by Friday.',
      author: 'Brother Ledger',
      createdAt: expect.any(String),
    })
    expect(answered.item.readAt).toEqual(expect.any(String))
    expect(answered.item.handledAt).toEqual(expect.any(String))
    const [reply] = answered.replies
    if (!reply) throw new Error('no reply in the thread')

    const letter = await eventually(async () => (await lettersToSender())[0])
    expect(letter.subject).toBe('The council answers thy message')
    expect(letter.replyTo).toBe('council@scrollsoffury.shop')
    expect(letter.text).toContain('Hail, Goodwife Ash!')
    expect(letter.text).toContain('Our apologies: a storm grounded the ravens.')
    expect(letter.text).toContain('> Thy ravens are late.\n> My scroll was due on Monday.')
    expect(letter.text).toContain('Thy message (Order Issue) of 1 Mar 2026')
    // a careful letter: no internal reference of the message or the reply
    expect(letter.text).not.toContain(messageId)
    expect(letter.text).not.toContain(reply.id)
    expect(letter.sendCount).toBe(1)

    // the mail log knows it, and the thread shows how it went, linked to the Outbox's row
    const logged = await eventually(async () => (await thread()).replies[0]?.email ?? undefined)
    expect(logged.status).toBe('sent')
    const outbox = await staff.get(`/api/staff/emails/${logged.id}`)
    expect(outbox.status).toBe(200)
    expect(await outbox.json()).toMatchObject({ to: sender, subject: 'The council answers thy message' })
    expect(await jobsIn(shop, 'contact-reply-email')).toHaveLength(1)

    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subjectId, messageId))
      .orderBy(asc(staffActions.createdAt))
    expect(actions.map((action) => [action.action, action.userId])).toEqual([
      ['reply', staffId],
      ['mark-read', staffId],
      ['mark-handled', staffId],
    ])
    expect(actions[0]?.detail).toEqual({ replyId: reply.id })
  })

  it('adds a second reply under the first, leaving the handled mark as it was', async () => {
    const handledAt = (await thread()).item.handledAt
    const response = await staff.post(replyPath(), { message: 'The ravens are back on time.' })
    expect(response.status, await response.clone().text()).toBe(201)
    const answered = (await response.json()) as ContactItem
    expect(answered.replies.map((reply) => reply.body)).toEqual([
      'Our apologies: a storm grounded the ravens.\nThy scroll reaches thee by Friday.',
      'The ravens are back on time.',
    ])
    expect(answered.item.handledAt).toBe(handledAt)
    const letters = await eventually(async () => {
      const rows = await lettersToSender()
      return rows.length === 2 ? rows : undefined
    })
    expect(letters[1]?.text).toContain('The ravens are back on time.')
  })

  it('answers an empty, a long or a binary reply with a 400 naming the field as the form labels it', async () => {
    const replies = await shop.services.db.select().from(contactReplies)
    for (const [body, message] of [
      [{ message: '   ' }, 'Reply is required'],
      [{}, 'Reply is required'],
      [{ message: 'x'.repeat(5001) }, 'Reply must be at most 5000 characters'],
      [{ message: 'bell \u0007' }, 'Reply must not hold control characters'],
    ] as const) {
      const response = await staff.post(replyPath(), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const { error } = (await response.json()) as ErrorReply
      expect(error).toMatchObject({ code: 'invalid_request', message, fields: { message } })
    }
    const extra = await staff.post(replyPath(), { message: 'Aye.', to: 'someone-else@example.test' })
    expect(extra.status).toBe(400)
    expect(await shop.services.db.select().from(contactReplies)).toHaveLength(replies.length)
  })

  it('answers only a contact message that exists', async () => {
    const missing = await staff.post(replyPath('00000000-0000-4000-8000-000000000000'), { message: 'Aye.' })
    expect(missing.status).toBe(404)
    // an application has its decision letters, not replies
    expect((await staff.post(replyPath(careerId), { message: 'Aye.' })).status).toBe(404)
    expect(
      (await staff.post(`/api/staff/inbox/career/${careerId}/replies`, { message: 'Aye.' })).status,
    ).toBe(404)
  })
})

describe('who may answer', () => {
  it('sends a signed-out caller to sign in and refuses an account without the staff role', async () => {
    const count = (await shop.services.db.select().from(contactReplies)).length
    expect((await new Browser(shop).post(replyPath(), { message: 'Aye.' })).status).toBe(401)
    const plain = await signedInAs(shop, 'user')
    const refused = await plain.post(replyPath(), { message: 'Aye.' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as ErrorReply).error.code).toBe('forbidden')
    expect((await plain.get(`/api/staff/inbox/contact/${messageId}`)).status).toBe(403)
    // another site cannot make a member of staff's browser send one
    const crossSite = await staff.request(replyPath(), {
      method: 'POST',
      body: { message: 'Aye.' },
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect(await shop.services.db.select().from(contactReplies)).toHaveLength(count)
  })
})
