import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { partners } from '../db/schema'

export type Partner = typeof partners.$inferSelect

/** Slugs are stored lower-case and codes upper-case, so what a visitor types is compared in that form. */
export const normalizeSlug = (slug: string) => slug.toLowerCase()
export const normalizeCode = (code: string) => code.trim().toUpperCase()

/** Only active partners' pages, links and codes work (product decision 16). */
export async function findActivePartnerBySlug(
  db: DbOrTransaction,
  slug: string,
): Promise<Partner | undefined> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.slug, normalizeSlug(slug)), eq(partners.isActive, true)))
  return partner
}

export async function findActivePartnerByCode(
  db: DbOrTransaction,
  code: string,
): Promise<Partner | undefined> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.discountCode, normalizeCode(code)), eq(partners.isActive, true)))
  return partner
}
