import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  careerApplications,
  commissionRequests,
  contactMessages,
  outboxMessages,
  staffActions,
  users,
} from '@/server/db/schema'
import { jobsIn } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

type Row = {
  kind: 'contact' | 'career' | 'commission'
  id: string
  name: string
  email: string
  summary: string
  createdAt: string
  readAt: string | null
  handledAt: string | null
  assignee: { id: string; name: string } | null
  status: string | null
}
type Page = { items: Row[]; total: number }
type Item = {
  kind: string
  item: Record<string, unknown> & { readAt: string | null; handledAt: string | null }
  assignee: { id: string; name: string } | null
}
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } }

let shop: TestShop
let staff: Browser & { email: string }
let colleague: Browser & { email: string }
let staffId: string
let colleagueId: string
let userId: string
const ids = { oldContact: '', career: '', commission: '', newContact: '' }

// a minute apart, oldest first: the inbox must show them the other way round
const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 9, n))

beforeAll(async () => {
  shop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
  colleague = await signedInAs(shop, 'staff')
  const plain = await signedInAs(shop, 'user')
  const idOf = async (email: string) => {
    const [row] = await shop.services.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    return row?.id ?? ''
  }
  staffId = await idOf(staff.email)
  colleagueId = await idOf(colleague.email)
  userId = await idOf(plain.email)
  await shop.services.db.update(users).set({ name: 'Sister Ledger' }).where(eq(users.id, colleagueId))

  const { db } = shop.services
  const insert = async <T extends { id: string }>(key: keyof typeof ids, rows: Promise<T[]>) => {
    const [row] = await rows
    ids[key] = row?.id ?? ''
  }
  await insert(
    'oldContact',
    db
      .insert(contactMessages)
      .values({
        name: 'Goodwife Ash',
        email: 'ash@example.test',
        message: 'Thy ravens are late.',
        createdAt: minute(1),
      })
      .returning(),
  )
  await insert(
    'career',
    db
      .insert(careerApplications)
      .values({
        role: 'scribe',
        name: 'Brother Quill',
        email: 'quill@example.test',
        experience: 'Forty winters of illuminated insults.',
        createdAt: minute(2),
      })
      .returning(),
  )
  await insert(
    'commission',
    db
      .insert(commissionRequests)
      .values({
        name: 'Lady Vex',
        email: 'vex@example.test',
        target: 'The Baron',
        tale: 'He moved the boundary stones by night.',
        createdAt: minute(3),
      })
      .returning(),
  )
  await insert(
    'newContact',
    db
      .insert(contactMessages)
      .values({
        name: 'Ser 100%_Sure',
        email: 'sure@example.test',
        subject: 'Complaint',
        message: '<img src=x onerror="alert(1)">',
        createdAt: minute(4),
      })
      .returning(),
  )
})
afterAll(() => shop?.stop())

const list = async (browser: Browser, query = '') => {
  const response = await browser.get(`/api/staff/inbox${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Page
}

const actionsOn = (subjectId: string) =>
  shop.services.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.subjectId, subjectId))
    .orderBy(asc(staffActions.createdAt))

describe('the inbox list', () => {
  it('puts the three kinds together, newest first, with a summary line and the kind’s status', async () => {
    const page = await list(staff)
    expect(page.total).toBe(4)
    expect(page.items.map((row) => row.id)).toEqual([
      ids.newContact,
      ids.commission,
      ids.career,
      ids.oldContact,
    ])
    expect(page.items[0]).toMatchObject({
      kind: 'contact',
      name: 'Ser 100%_Sure',
      summary: 'Complaint: <img src=x onerror="alert(1)">',
      readAt: null,
      handledAt: null,
      assignee: null,
      status: null,
    })
    expect(page.items[1]).toMatchObject({ kind: 'commission', status: 'new' })
    expect(page.items[1]?.summary).toBe('Commission on The Baron: He moved the boundary stones by night.')
    expect(page.items[2]).toMatchObject({ kind: 'career', status: 'new' })
    expect(page.items[2]?.summary).toBe('Master Scribe application: Forty winters of illuminated insults.')
  })

  it('pages through the kinds together, and filters by kind and by a name or email', async () => {
    const second = await list(staff, '?pageSize=2&page=2')
    expect(second.total).toBe(4)
    expect(second.items.map((row) => row.id)).toEqual([ids.career, ids.oldContact])
    const third = await list(staff, '?pageSize=3&page=2')
    expect(third.items.map((row) => row.id)).toEqual([ids.oldContact])

    const contacts = await list(staff, '?kind=contact')
    expect(contacts.total).toBe(2)
    expect(contacts.items.map((row) => row.id)).toEqual([ids.newContact, ids.oldContact])
    expect((await list(staff, '?kind=contact&pageSize=1&page=2')).items.map((row) => row.id)).toEqual([
      ids.oldContact,
    ])

    expect((await list(staff, '?search=QUILL')).items.map((row) => row.id)).toEqual([ids.career])
    expect((await list(staff, '?search=vex%40example')).items.map((row) => row.id)).toEqual([ids.commission])
    // % and _ are letters to look for, not patterns
    expect((await list(staff, '?search=100%25_')).items.map((row) => row.id)).toEqual([ids.newContact])
    expect((await list(staff, '?search=%25')).total).toBe(1)
  })

  it('answers a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['?kind=letters', 'kind'],
      ['?state=lost', 'state'],
      ['?assignee=someone', 'assignee'],
      ['?pageSize=500', 'pageSize'],
    ] as const) {
      const response = await staff.get(`/api/staff/inbox${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as ErrorReply).error.fields).toHaveProperty(field)
    }
  })
})

describe('marking and assigning a message', () => {
  it('marks a message read and handled, records each change once with the staff member', async () => {
    const path = `/api/staff/inbox/contact/${ids.oldContact}`
    const read = await staff.patch(path, { read: true })
    expect(read.status, await read.clone().text()).toBe(200)
    const readItem = (await read.json()) as Item
    expect(readItem.item.readAt).toEqual(expect.any(String))
    expect(readItem.item.message).toBe('Thy ravens are late.')
    // opening it again changes nothing and records nothing
    expect((await staff.patch(path, { read: true })).status).toBe(200)

    expect((await list(staff, '?state=unread')).items.map((row) => row.id)).not.toContain(ids.oldContact)
    const handled = (await (await staff.patch(path, { handled: true })).json()) as Item
    expect(handled.item.handledAt).toEqual(expect.any(String))
    expect((await list(staff, '?state=handled')).items.map((row) => row.id)).toEqual([ids.oldContact])
    expect((await list(staff, '?state=unhandled')).items.map((row) => row.id)).not.toContain(ids.oldContact)

    const unhandled = (await (await staff.patch(path, { handled: false, read: false })).json()) as Item
    expect(unhandled.item).toMatchObject({ handledAt: null, readAt: null })

    const actions = await actionsOn(ids.oldContact)
    expect(actions.map((action) => [action.action, action.subject, action.userId])).toEqual([
      ['mark-read', 'contact', staffId],
      ['mark-handled', 'contact', staffId],
      ['mark-unread', 'contact', staffId],
      ['mark-unhandled', 'contact', staffId],
    ])
  })

  it('gives a message to a member of staff, finds it by assignee, and takes it back', async () => {
    const path = `/api/staff/inbox/commission/${ids.commission}`
    const given = await staff.patch(path, { assigneeId: colleagueId })
    expect(given.status, await given.clone().text()).toBe(200)
    expect(((await given.json()) as Item).assignee).toEqual({ id: colleagueId, name: 'Sister Ledger' })

    const mine = await list(colleague, '?assignee=me')
    expect(mine.items.map((row) => row.id)).toEqual([ids.commission])
    expect(mine.items[0]?.assignee).toEqual({ id: colleagueId, name: 'Sister Ledger' })
    expect((await list(staff, '?assignee=me')).total).toBe(0)
    expect((await list(staff, `?assignee=${colleagueId}`)).items.map((row) => row.id)).toEqual([
      ids.commission,
    ])
    expect((await list(staff, '?assignee=none')).items.map((row) => row.id)).not.toContain(ids.commission)

    const taken = (await (await staff.patch(path, { assigneeId: null })).json()) as Item
    expect(taken.assignee).toBeNull()
    const actions = await actionsOn(ids.commission)
    expect(actions.map((action) => [action.action, action.userId, action.detail])).toEqual([
      ['assign', staffId, { assigneeId: colleagueId, previousAssigneeId: null }],
      ['unassign', staffId, { assigneeId: null, previousAssigneeId: colleagueId }],
    ])
  })

  it('refuses an assignee without the staff role, a bad kind or an empty change, naming the field', async () => {
    const path = `/api/staff/inbox/commission/${ids.commission}`
    for (const assigneeId of [userId, '00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await staff.patch(path, { assigneeId })
      expect(response.status, assigneeId).toBe(400)
      expect(((await response.json()) as ErrorReply).error.fields).toHaveProperty('assigneeId')
    }
    const badKind = await staff.patch(`/api/staff/inbox/letters/${ids.commission}`, { read: true })
    expect(badKind.status).toBe(400)
    expect(((await badKind.json()) as ErrorReply).error.fields).toHaveProperty('kind')
    const badRead = await staff.patch(path, { read: 'yes' })
    expect(((await badRead.json()) as ErrorReply).error.fields).toHaveProperty('read')
    expect((await staff.patch(path, {})).status).toBe(400)
    // the kind must be the message's own
    expect((await staff.patch(`/api/staff/inbox/contact/${ids.commission}`, { read: true })).status).toBe(404)
    expect(await actionsOn(ids.commission)).toHaveLength(2)
  })

  it('shows every stored field of a message', async () => {
    const response = await staff.get(`/api/staff/inbox/career/${ids.career}`)
    expect(response.status).toBe(200)
    const career = (await response.json()) as Item
    expect(career).toMatchObject({
      kind: 'career',
      item: {
        id: ids.career,
        role: 'scribe',
        name: 'Brother Quill',
        email: 'quill@example.test',
        experience: 'Forty winters of illuminated insults.',
        portfolio: null,
        reviewStatus: 'new',
        createdAt: minute(2).toISOString(),
      },
      assignee: null,
    })
    expect((await staff.get('/api/staff/inbox/career/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('deciding on a career application', () => {
  const review = (body: unknown) => staff.post(`/api/staff/inbox/career/${ids.career}/review`, body)
  const lettersToApplicant = () =>
    shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'quill@example.test'))

  it('emails the applicant once per decision, with the staff member’s words and no internal id', async () => {
    const invited = await review({ decision: 'invited', message: 'We liked thy sample on the miller.' })
    expect(invited.status, await invited.clone().text()).toBe(200)
    expect(await invited.json()).toMatchObject({ emailed: true, item: { item: { reviewStatus: 'invited' } } })
    // the same click again sends nothing
    const again = await review({ decision: 'invited' })
    expect(await again.json()).toMatchObject({ emailed: false })

    const letter = await eventually(async () => (await lettersToApplicant())[0])
    expect(letter.subject).toBe('The council would speak with thee')
    expect(letter.text).toContain('Hail, Brother Quill!')
    expect(letter.text).toContain('Master Scribe')
    expect(letter.text).toContain('We liked thy sample on the miller.')
    expect(letter.text).not.toContain(ids.career)
    expect(letter.sendCount).toBe(1)

    const rejected = await review({ decision: 'rejected' })
    expect(await rejected.json()).toMatchObject({ emailed: true })
    const letters = await eventually(async () => {
      const rows = await lettersToApplicant()
      return rows.length === 2 ? rows : undefined
    })
    expect(letters.map((row) => row.subject).sort()).toEqual([
      'About thy application to the Scriptorium',
      'The council would speak with thee',
    ])
    expect(await jobsIn(shop, 'career-decision-email')).toHaveLength(2)

    const actions = (await actionsOn(ids.career)).filter((action) => action.action === 'review')
    expect(actions.map((action) => [action.userId, action.detail.decision, action.detail.previous])).toEqual([
      [staffId, 'invited', 'new'],
      [staffId, 'rejected', 'invited'],
    ])
  })

  it('answers a bad decision or a long message with a 400 naming the field', async () => {
    const bad = await review({ decision: 'hired' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorReply).error.fields).toHaveProperty('decision')
    const long = await review({ decision: 'reviewed', message: 'x'.repeat(2001) })
    expect(long.status).toBe(400)
    expect(((await long.json()) as ErrorReply).error.fields).toHaveProperty('message')
    const missing = await staff.post('/api/staff/inbox/career/00000000-0000-4000-8000-000000000000/review', {
      decision: 'reviewed',
    })
    expect(missing.status).toBe(404)
  })
})

describe('who may use the inbox', () => {
  it('sends a signed-out caller to sign in and refuses an account without the staff role', async () => {
    const anonymous = new Browser(shop)
    expect((await anonymous.get('/api/staff/inbox')).status).toBe(401)
    expect((await anonymous.patch(`/api/staff/inbox/contact/${ids.newContact}`, { read: true })).status).toBe(
      401,
    )
    const plain = await signedInAs(shop, 'user')
    expect((await plain.get('/api/staff/inbox')).status).toBe(403)
    expect((await plain.get(`/api/staff/inbox/contact/${ids.newContact}`)).status).toBe(403)
    expect((await plain.patch(`/api/staff/inbox/contact/${ids.newContact}`, { handled: true })).status).toBe(
      403,
    )
    expect(
      (await plain.post(`/api/staff/inbox/career/${ids.career}/review`, { decision: 'invited' })).status,
    ).toBe(403)
    expect(await actionsOn(ids.newContact)).toEqual([])
  })
})
