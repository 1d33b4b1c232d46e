import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { partners } from '../db/schema'

export type Partner = typeof partners.$inferSelect

/** Only active partners' pages, links and codes work (product decision 16). */
export async function findActivePartnerBySlug(
  db: DbOrTransaction,
  slug: string,
): Promise<Partner | undefined> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.slug, slug.toLowerCase()), eq(partners.isActive, true)))
  return partner
}

export async function findActivePartnerByCode(
  db: DbOrTransaction,
  code: string,
): Promise<Partner | undefined> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.discountCode, code.trim().toUpperCase()), eq(partners.isActive, true)))
  return partner
}
