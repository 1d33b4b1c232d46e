import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledgeCareerApplication } from '@/server/career/acknowledge-career-application'
import { acknowledgeCommission } from '@/server/commissions/acknowledge-commission'
import { acknowledgeContactMessage } from '@/server/contact/acknowledge-contact-message'
import { careerApplications, commissionRequests, contactMessages, outboxMessages } from '@/server/db/schema'
import { jobsIn } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ TEAM_MAILBOX: 'council@example.test', FORM_RATE_LIMIT_PER_MINUTE: '100' })
})
afterAll(() => shop.stop())

/** Every message in the outbox to one address. */
const mailTo = async (address: string) =>
  (await shop.services.db.select().from(outboxMessages)).filter((row) => row.to === address)

const outboxMailTo = (subjectPart: string) =>
  eventually(async () => {
    const rows = await shop.services.db.select().from(outboxMessages)
    return rows.find((row) => row.subject.includes(subjectPart))
  })

describe('contact messages', () => {
  it('stores the message, answers 201, then emails the team from a job', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: '  Sir Grumbles ',
      email: 'grumbles@example.test',
      subject: 'Complaint',
      message: 'My neighbour’s rooster crows at dawn. Every dawn.',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const [stored] = await shop.services.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(stored).toMatchObject({
      name: 'Sir Grumbles',
      subject: 'Complaint',
      email: 'grumbles@example.test',
    })

    const mail = await outboxMailTo('Contact: Complaint from Sir Grumbles')
    expect(mail.to).toBe('council@example.test')
    expect(mail.replyTo).toBe('Sir Grumbles <grumbles@example.test>')
    expect(mail.text).toContain('rooster crows at dawn')
    const eml = await readFile(path.join(shop.config.dataDir, 'outbox', mail.emlFile), 'utf8')
    expect(eml).toMatch(/^Subject: Contact: Complaint from Sir Grumbles$/m)
    expect(eml).toMatch(/^To: council@example.test$/m)

    const notified = await eventually(async () => {
      const [row] = await shop.services.db.select().from(contactMessages).where(eq(contactMessages.id, id))
      return row?.notifiedAt ?? undefined
    })
    expect(notified).toBeInstanceOf(Date)
  })

  it('acknowledges the sender from a job of its own: received, read by a person, answered within 1-2 business days', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: 'Dame Patience',
      email: 'patience@example.test',
      subject: 'Order Issue',
      message: 'My scroll went to the wrong baron. Please write to https://spam.example/win',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const acknowledgement = await eventually(async () => (await mailTo('patience@example.test'))[0])
    expect(acknowledgement).toMatchObject({
      subject: 'Thy message has reached the council',
      replyTo: 'council@scrollsoffury.shop',
      messageId: `<contact-received-${id}@scrollsoffury.shop>`,
      sendCount: 1,
    })
    expect(acknowledgement.text).toContain('Hail, Dame Patience!')
    expect(acknowledgement.text).toMatch(/Subject: +Order Issue\n/)
    expect(acknowledgement.text).toContain('answers by email within 1-2 business days')
    expect(acknowledgement.text).toContain('with the reference from thy receipt')
    // nothing the sender wrote travels back out: the form is no way to mail words to someone else
    expect(acknowledgement.text).not.toContain('spam.example')
    expect(acknowledgement.text).not.toContain('wrong baron')

    // a retry after a crash sends the same Message-ID, which the outbox keeps as the one message
    await acknowledgeContactMessage(shop.services, { id })
    expect(await mailTo('patience@example.test')).toHaveLength(1)
    const jobs = (await jobsIn(shop, 'acknowledge-contact-message')).filter(
      (job) => (job.data as { id: string }).id === id,
    )
    expect(jobs).toHaveLength(1)
  })

  it('rejects missing fields with a 400 that names each field, and stores nothing', async () => {
    const before = await shop.services.db.select().from(contactMessages)
    const response = await shop.post('/api/contact-messages', { name: ' ', email: 'not-an-email' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.fields).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      message: 'Message is required',
    })
    expect(await shop.services.db.select().from(contactMessages)).toHaveLength(before.length)
  })

  it('rejects an unknown subject', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: 'A',
      email: 'a@example.test',
      subject: 'Dragons',
      message: 'Hello',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toEqual(['subject'])
  })

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await shop.post('/api/contact-messages', '{"name": oops')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request')
  })

  it('answers 413 for an oversized body', async () => {
    const response = await shop.post('/api/contact-messages', {
      name: 'A',
      email: 'a@example.test',
      message: 'x'.repeat(100_000),
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
  })
})

describe('career applications', () => {
  it('stores a herald application, keeps only herald answers and emails the council', async () => {
    const response = await shop.post('/api/career-applications', {
      role: 'herald',
      name: 'Wendel the Loud',
      email: 'wendel@example.test',
      experience: 'Twelve years of shouting news in the market square.',
      portfolio: 'should not be kept for a herald',
      socialHandles: '@wendel',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [stored] = await shop.services.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.id, id))
    expect(stored).toMatchObject({
      role: 'herald',
      socialHandles: '@wendel',
      portfolio: null,
      followerCount: null,
    })

    const mail = await outboxMailTo('Royal Herald Application from Wendel the Loud')
    expect(mail.text).toContain('Social handles: @wendel')
    expect(mail.text).toContain('Follower count: Not specified')
    expect(mail.text).toContain('Campaign experience: None provided')
  })

  it('acknowledges the applicant: the role applied for, and a review within 3-5 business days', async () => {
    const response = await shop.post('/api/career-applications', {
      role: 'scribe',
      name: 'Brother Inkwell',
      email: 'inkwell@example.test',
      experience: 'Thirty winters of marginalia.',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const acknowledgement = await eventually(async () => (await mailTo('inkwell@example.test'))[0])
    expect(acknowledgement).toMatchObject({
      subject: 'Thy application to the Scriptorium is received',
      replyTo: 'council@scrollsoffury.shop',
      messageId: `<career-received-${id}@scrollsoffury.shop>`,
    })
    expect(acknowledgement.text).toContain('Hail, Brother Inkwell!')
    expect(acknowledgement.text).toContain('thy application to serve as Master Scribe')
    expect(acknowledgement.text).toContain('within 3-5 business days')
    expect(acknowledgement.text).not.toContain('marginalia')

    await acknowledgeCareerApplication(shop.services, { id })
    expect(await mailTo('inkwell@example.test')).toHaveLength(1)
  })

  it('requires a role, a name, an email and experience', async () => {
    const response = await shop.post('/api/career-applications', { name: 'Nobody' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'experience', 'role'])
  })
})

describe('commission requests', () => {
  const commission = {
    name: 'Margery Quill',
    email: 'margery@example.test',
    target: 'The Baron of Bramblewick',
    tale: 'He moved the boundary stones of my turnip field, one inch a night, for eleven years.',
    style: 'divine-fury',
    length: '3-5-pages',
    voiceNarration: true,
    anonymousDelivery: true,
    recipientEmail: 'baron@bramblewick.example',
    deadline: '2026-12-24',
  }

  it('emails the team and acknowledges the customer, once each', async () => {
    const response = await shop.post('/api/commission-requests', commission)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const stored = await eventually(async () => {
      const [row] = await shop.services.db
        .select()
        .from(commissionRequests)
        .where(eq(commissionRequests.id, id))
      return row?.notifiedAt && row.acknowledgedAt ? row : undefined
    })
    expect(stored).toMatchObject({ target: 'The Baron of Bramblewick', anonymousDelivery: true })

    const sent = async () =>
      (await shop.services.db.select().from(outboxMessages)).filter(
        (row) => row.to === 'margery@example.test' || row.subject.includes('Margery Quill'),
      )
    const [team, acknowledgement, ...more] = (await sent()).sort((a, b) => a.to.localeCompare(b.to))
    expect(more).toEqual([])
    expect(team).toMatchObject({
      to: 'council@example.test',
      subject: 'Commission request from Margery Quill: The Baron of Bramblewick',
      sendCount: 1,
    })
    expect(acknowledgement).toMatchObject({
      to: 'margery@example.test',
      subject: 'Thy commission request is received',
      replyTo: 'council@scrollsoffury.shop',
      sendCount: 1,
    })
    expect(acknowledgement?.text).toContain('Within 1-2 business days thou shalt receive a quote by email')
    expect(acknowledgement?.text).toMatch(/Style: +Divine Fury\n/)
    expect(acknowledgement?.text).toMatch(/Sent to: +baron@bramblewick\.example\n/)
    expect(team?.text).toContain('Recipient: baron@bramblewick.example\n')
    expect(acknowledgement?.text).not.toContain(id)
    const eml = await readFile(
      path.join(shop.config.dataDir, 'outbox', acknowledgement?.emlFile ?? ''),
      'utf8',
    )
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m)
    expect(acknowledgement?.messageId).toBe(`<commission-received-${id}@scrollsoffury.shop>`)

    // the job runs again (a retry after the mark was written): nothing more is sent
    await acknowledgeCommission(shop.services, { id })
    expect(await sent()).toHaveLength(2)
    expect((await sent()).map((row) => row.sendCount)).toEqual([1, 1])
    const jobs = (await jobsIn(shop, 'acknowledge-commission')).filter(
      (job) => (job.data as { id: string }).id === id,
    )
    expect(jobs).toHaveLength(1)
  })
})

describe('the API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await shop.app.request('/api/dragons')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })

  it('publishes an OpenAPI document naming the form routes, and a docs page', async () => {
    const document = (await (await shop.app.request('/api/openapi.json')).json()) as { paths: object }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/contact-messages', '/api/career-applications', '/api/not-found-hits']),
    )
    const docs = await shop.app.request('/api/docs')
    expect(await docs.text()).toContain('POST /api/contact-messages')
  })

  it('sends security headers and a request id', async () => {
    const response = await shop.app.request('/api/health')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })
})
