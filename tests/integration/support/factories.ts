import { faker } from '@faker-js/faker'
import type { Db } from '@/server/db/database'
import { partners } from '@/server/db/schema'

type NewPartner = typeof partners.$inferInsert

/** A partner with plausible values; any field can be overridden. Shared by the tests. */
export function buildPartner(overrides: Partial<NewPartner> = {}): NewPartner {
  const name = `${faker.person.firstName()} the ${faker.word.adjective()}`
  const slug = `${faker.helpers.slugify(name).toLowerCase()}-${faker.string.alphanumeric({ length: 4, casing: 'lower' })}`
  return {
    name,
    slug,
    payoutPct: faker.helpers.arrayElement([20, 30, 40, 50]),
    discountCode: `${faker.string.alpha({ length: 5, casing: 'upper' })}10`,
    paymentLinkUrl: faker.datatype.boolean() ? `https://pay.example.com/${slug}` : null,
    isActive: true,
    ...overrides,
  }
}

export async function createPartner(db: Db, overrides: Partial<NewPartner> = {}) {
  const [partner] = await db.insert(partners).values(buildPartner(overrides)).returning()
  if (!partner) throw new Error('partner was not created')
  return partner
}
