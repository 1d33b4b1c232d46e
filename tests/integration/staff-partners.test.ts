import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orders, staffActions, users } from '@/server/db/schema'
import { createPartner } from './support/factories'
import { createPayment } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/** Partner management in the back office: adding, editing, deactivating, and what the public sees. */
let shop: TestShop
let staff: Browser

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
})
afterAll(() => shop.stop())

type PartnerJson = {
  id: string
  name: string
  slug: string
  payoutPct: number
  paymentLinkUrl: string | null
  discountCode: string | null
  isActive: boolean
  email: string | null
  userId: string | null
  accountEmail: string | null
  createdAt: string
  updatedAt: string
}
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

async function addPartner(body: Record<string, unknown>): Promise<PartnerJson> {
  const response = await staff.post('/api/staff/partners', body)
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(201)
  return json as PartnerJson
}

const editPartner = (id: string, body: Record<string, unknown>) =>
  staff.patch(`/api/staff/partners/${id}`, body)

const pageStatus = async (path: string) => (await shop.app.request(path)).status
const codeStatus = async (code: string) => (await shop.post('/api/discount-codes/check', { code })).status

describe('adding partners', () => {
  it('stores a trimmed name, a lower-case slug and an upper-case code, with payout 40% and active by default', async () => {
    const partner = await addPartner({
      name: '  Sir Roastalot  ',
      slug: 'Sir-Roastalot',
      discountCode: ' roast10 ',
    })
    expect(partner).toMatchObject({
      name: 'Sir Roastalot',
      slug: 'sir-roastalot',
      payoutPct: 40,
      paymentLinkUrl: null,
      discountCode: 'ROAST10',
      isActive: true,
    })
    expect(new Date(partner.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await pageStatus('/p/sir-roastalot')).toBe(200)
    expect(await codeStatus('roast10')).toBe(200)
  })

  it('lists every partner newest first, with every field', async () => {
    const older = await addPartner({ name: 'Dame Older', slug: 'dame-older' })
    const newer = await addPartner({
      name: 'Dame Newer',
      slug: 'dame-newer',
      payoutPct: 12.5,
      paymentLinkUrl: 'https://pay.example.com/dame-newer',
      discountCode: 'NEWER5',
      isActive: false,
    })
    const response = await staff.get('/api/staff/partners')
    expect(response.status).toBe(200)
    const { partners } = (await response.json()) as { partners: PartnerJson[] }
    const ids = partners.map((partner) => partner.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(partners.find((partner) => partner.id === newer.id)).toEqual(newer)
    expect(Object.keys(newer).sort()).toEqual(
      [
        'accountEmail',
        'createdAt',
        'discountCode',
        'email',
        'id',
        'isActive',
        'name',
        'paymentLinkUrl',
        'payoutPct',
        'slug',
        'updatedAt',
        'userId',
      ].sort(),
    )
  })

  it('lists partners added at the same moment by name, as a seeded shop adds them', async () => {
    const together = new Date('2025-01-02T03:04:05Z')
    for (const name of ['Zora Together', 'Ada Together', 'Mab Together', 'Ivo Together', 'Cai Together']) {
      await createPartner(shop.services.db, { name, createdAt: together })
    }
    const { partners } = (await (await staff.get('/api/staff/partners')).json()) as {
      partners: PartnerJson[]
    }
    const names = partners.map((partner) => partner.name).filter((name) => name.endsWith(' Together'))
    expect(names).toEqual(['Ada Together', 'Cai Together', 'Ivo Together', 'Mab Together', 'Zora Together'])
  })

  it('refuses a slug or discount code another partner has with 409 naming the field', async () => {
    const taken = await addPartner({ name: 'Baron Taken', slug: 'baron-taken', discountCode: 'TAKEN10' })
    const sameSlug = await staff.post('/api/staff/partners', { name: 'Copycat', slug: 'Baron-Taken' })
    expect(sameSlug.status).toBe(409)
    const slugError = (await sameSlug.json()) as ErrorJson
    expect(slugError.error.fields).toEqual({ slug: expect.stringContaining('baron-taken') })

    const sameCode = await staff.post('/api/staff/partners', {
      name: 'Copycat',
      slug: 'copycat',
      discountCode: 'taken10',
    })
    expect(sameCode.status).toBe(409)
    expect(((await sameCode.json()) as ErrorJson).error.fields).toEqual({
      discountCode: expect.stringContaining('TAKEN10'),
    })

    const other = await addPartner({ name: 'Other', slug: 'other-one', discountCode: 'OTHER1' })
    const renamed = await editPartner(other.id, { slug: 'baron-taken' })
    expect(renamed.status).toBe(409)
    expect(((await renamed.json()) as ErrorJson).error.fields).toHaveProperty('slug')
    const recoded = await editPartner(other.id, { discountCode: 'Taken10' })
    expect(recoded.status).toBe(409)
    expect(((await recoded.json()) as ErrorJson).error.fields).toHaveProperty('discountCode')
    expect(taken.slug).toBe('baron-taken')
  })

  it.each([
    [{ slug: 'no-name' }, 'name'],
    [{ name: '   ', slug: 'blank-name' }, 'name'],
    [{ name: 'x'.repeat(101), slug: 'long-name' }, 'name'],
    [{ name: 'No Slug' }, 'slug'],
    [{ name: 'Bad Slug', slug: 'sir roastalot!' }, 'slug'],
    [{ name: 'Bad Slug', slug: '-leading-hyphen' }, 'slug'],
    [{ name: 'Bad Slug', slug: 'two--hyphens' }, 'slug'],
    [{ name: 'Too Much', slug: 'too-much', payoutPct: 101 }, 'payoutPct'],
    [{ name: 'Too Little', slug: 'too-little', payoutPct: -1 }, 'payoutPct'],
    [{ name: 'Text Pct', slug: 'text-pct', payoutPct: 'forty' }, 'payoutPct'],
    [{ name: 'Bad Link', slug: 'bad-link', paymentLinkUrl: 'javascript:alert(1)' }, 'paymentLinkUrl'],
    [{ name: 'Bad Link', slug: 'bad-link', paymentLinkUrl: 'not a url' }, 'paymentLinkUrl'],
    [{ name: 'Bad Code', slug: 'bad-code', discountCode: 'TEN-OFF' }, 'discountCode'],
    [{ name: 'Bad Active', slug: 'bad-active', isActive: 'yes' }, 'isActive'],
    [{ name: 'Bad Email', slug: 'bad-email', email: 'not an email' }, 'email'],
    [{ name: 'Formula Email', slug: 'formula-email', email: '-baron@example.com' }, 'email'],
    [{ name: 'Bad Account', slug: 'bad-account', accountEmail: 'nobody@example.com' }, 'accountEmail'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await staff.post('/api/staff/partners', body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as ErrorJson
    expect(Object.keys(json.error.fields ?? {})).toEqual([field])
  })
})

describe('a partner’s email and shop account', () => {
  it('stores the payout email lower-case and links the partner’s own account by its email', async () => {
    const accountEmail = `quill-${Date.now()}@example.com`
    await new Browser(shop).signUp(accountEmail)
    const [account] = await shop.services.db.select().from(users).where(eq(users.email, accountEmail))
    const partner = await addPartner({
      name: 'Lady Quill',
      slug: 'lady-quill',
      email: ' Quill@Example.COM ',
      accountEmail: accountEmail.toUpperCase(),
    })
    expect(partner).toMatchObject({ email: 'quill@example.com', userId: account?.id, accountEmail })
    const listed = (await (await staff.get('/api/staff/partners')).json()) as { partners: PartnerJson[] }
    expect(listed.partners.find((row) => row.id === partner.id)).toEqual(partner)

    const unlinked = await editPartner(partner.id, { accountEmail: null, email: '' })
    expect(await unlinked.json()).toMatchObject({ email: null, userId: null, accountEmail: null })
    const kept = await editPartner(partner.id, { name: 'Lady Quill the Elder' })
    expect(await kept.json()).toMatchObject({ userId: null, email: null })
  })

  it('records who added and changed a partner, and what changed', async () => {
    const partner = await addPartner({ name: 'Baron Ledger', slug: 'baron-ledger' })
    await editPartner(partner.id, { email: 'baron@example.com' })
    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subjectId, partner.id))
      .orderBy(staffActions.createdAt)
    expect(actions.map((action) => [action.subject, action.action])).toEqual([
      ['partner', 'create'],
      ['partner', 'update'],
    ])
    expect(actions[1]?.detail).toEqual({ email: 'baron@example.com' })
    expect(actions.every((action) => action.userId !== null)).toBe(true)
  })
})

describe('editing partners', () => {
  it('changes only the fields given; null removes the payment link and the code', async () => {
    const partner = await addPartner({
      name: 'Lady Edit',
      slug: 'lady-edit',
      paymentLinkUrl: 'https://pay.example.com/lady',
      discountCode: 'EDIT10',
    })
    const response = await editPartner(partner.id, {
      payoutPct: 55,
      paymentLinkUrl: null,
      discountCode: null,
    })
    expect(response.status).toBe(200)
    const edited = (await response.json()) as PartnerJson
    expect(edited).toMatchObject({
      name: 'Lady Edit',
      slug: 'lady-edit',
      payoutPct: 55,
      paymentLinkUrl: null,
      discountCode: null,
      isActive: true,
    })
    expect(await codeStatus('EDIT10')).toBe(404)
    const emptied = await editPartner(partner.id, { paymentLinkUrl: '', discountCode: ' ' })
    expect(await emptied.json()).toMatchObject({ paymentLinkUrl: null, discountCode: null })
  })

  it('answers 404 for a partner that does not exist and 400 for an id that is not one', async () => {
    expect((await editPartner('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).status).toBe(404)
    const bad = await editPartner('not-an-id', { name: 'Nobody' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorJson).error.fields).toHaveProperty('id')
  })

  it('closes the page and the code of a deactivated partner at once, and opens them again', async () => {
    const partner = await addPartner({ name: 'Count Fickle', slug: 'count-fickle', discountCode: 'FICKLE10' })
    // read once while active, so anything that kept the answer would show it again below
    expect(await pageStatus('/r/count-fickle')).toBe(200)
    expect((await shop.app.request('/api/partners/count-fickle')).status).toBe(200)
    expect(await codeStatus('FICKLE10')).toBe(200)

    expect((await editPartner(partner.id, { isActive: false })).status).toBe(200)
    expect(await pageStatus('/p/count-fickle')).toBe(404)
    expect(await pageStatus('/r/count-fickle')).toBe(404)
    expect((await shop.app.request('/api/partners/count-fickle')).status).toBe(404)
    expect(await codeStatus('fickle10')).toBe(404)
    const order = await shop.post('/api/payments', cursedRequest({ discountCode: 'FICKLE10' }))
    expect(order.status).toBe(400)
    expect(await order.json()).toMatchObject({ error: { fields: { discountCode: 'Invalid discount code' } } })
    const partnerPrices = await shop.post(
      '/api/payments',
      cursedRequest({ priceList: 'partner', partnerRef: 'count-fickle' }),
    )
    expect(partnerPrices.status).toBe(400)

    expect((await editPartner(partner.id, { isActive: true })).status).toBe(200)
    expect(await pageStatus('/p/count-fickle')).toBe(200)
    expect(await codeStatus('FICKLE10')).toBe(200)
    const checkout = await createPayment(shop, cursedRequest({ discountCode: 'fickle10' }))
    const [stored] = await shop.services.db.select().from(orders).where(eq(orders.id, checkout.orderId))
    expect(stored).toMatchObject({ partnerRef: 'count-fickle', discountKind: 'partner' })
  })
})
