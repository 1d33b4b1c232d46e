import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { partners } from '../db/schema'

type NewPartner = typeof partners.$inferInsert

// written out in full: the seed runs in production installs too, where the test factories' faker is absent
const demoPartners: NewPartner[] = [
  {
    name: 'Sir Roastalot',
    slug: 'sir-roastalot',
    discountCode: 'ROAST10',
    payoutPct: 40,
    paymentLinkUrl: 'https://pay.example.com/sir-roastalot',
    isActive: true,
  },
  {
    name: 'Lady Grudgewell',
    slug: 'lady-grudgewell',
    discountCode: 'GRUDGE10',
    payoutPct: 35,
    isActive: true,
  },
  { name: 'The Bitter Bard', slug: 'bitter-bard', discountCode: null, payoutPct: 25, isActive: true },
  {
    name: 'Baron Von Banished',
    slug: 'baron-banished',
    discountCode: 'BANISHED10',
    payoutPct: 30,
    isActive: false,
  },
  { name: 'Dame Dormant', slug: 'dame-dormant', discountCode: 'DORMANT10', payoutPct: 20, isActive: false },
]

/** Fills an empty shop with a few partners so every screen has something to show. Runs once. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(partners)
  if ((existing?.count ?? 0) > 0) return false
  await db.insert(partners).values(demoPartners)
  return true
}
