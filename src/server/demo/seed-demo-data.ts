import { faker } from '@faker-js/faker'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { partners } from '../db/schema'
import { createPartner } from './factories'

/** Fills an empty shop with a few partners so every screen has something to show. Runs once. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(partners)
  if ((existing?.count ?? 0) > 0) return false
  // a fixed seed gives every fresh shop the same demo partners
  faker.seed(1415)
  await createPartner(db, {
    name: 'Sir Roastalot',
    slug: 'sir-roastalot',
    discountCode: 'ROAST10',
    payoutPct: 40,
  })
  await createPartner(db, {
    name: 'Lady Grudgewell',
    slug: 'lady-grudgewell',
    discountCode: 'GRUDGE10',
    payoutPct: 35,
  })
  await createPartner(db, { name: 'The Bitter Bard', slug: 'bitter-bard', discountCode: null, payoutPct: 25 })
  await createPartner(db, {
    name: 'Baron Von Banished',
    slug: 'baron-banished',
    discountCode: 'BANISHED10',
    isActive: false,
  })
  await createPartner(db, { isActive: false })
  return true
}
