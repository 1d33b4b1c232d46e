import { desc, eq } from 'drizzle-orm'
import { brokenUniqueConstraint } from '../db/constraint-violation'
import type { Db } from '../db/database'
import { orders, partnerPayouts, partners } from '../db/schema'
import { HttpError } from '../http/errors'
import type { PartnerChange, PartnerInput } from './partner-schemas'

export type Partner = typeof partners.$inferSelect

/** Every partner, newest first: a shop has a few hundred at most, so the list is not paged. */
export async function listPartners(db: Db): Promise<Partner[]> {
  return db.select().from(partners).orderBy(desc(partners.createdAt), desc(partners.id))
}

/** Adds a partner. A slug or discount code another partner has is refused by the database's unique keys. */
export async function createPartner(db: Db, input: PartnerInput): Promise<Partner> {
  try {
    const [created] = await db.insert(partners).values(input).returning()
    if (!created) throw new Error('partner insert returned no row')
    return created
  } catch (error) {
    throw asConflict(error, input)
  }
}

/**
 * Changes a partner. Pages, codes and prices read the partners table on every request, so a partner
 * made inactive stops working at once. A new slug takes the partner's orders and commissions with it, so
 * its history stays whole (the old /p/ link stops working, as any renamed link would).
 */
export async function updatePartner(db: Db, id: string, change: PartnerChange): Promise<Partner> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: partners.slug })
        .from(partners)
        .where(eq(partners.id, id))
        .for('update')
      if (!before) throw new HttpError(404, 'not_found', 'No such partner')
      const [updated] = await tx
        .update(partners)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(partners.id, id))
        .returning()
      if (!updated) throw new Error('partner update returned no row')
      if (updated.slug !== before.slug) {
        await tx.update(orders).set({ partnerRef: updated.slug }).where(eq(orders.partnerRef, before.slug))
        await tx
          .update(partnerPayouts)
          .set({ partnerSlug: updated.slug })
          .where(eq(partnerPayouts.partnerId, id))
      }
      return updated
    })
  } catch (error) {
    throw asConflict(error, change)
  }
}

function asConflict(error: unknown, input: { slug?: string; discountCode?: string | null }): unknown {
  const constraint = brokenUniqueConstraint(error)
  if (constraint === 'partners_slug_unique') {
    const message = `Another partner already has the slug "${input.slug}"`
    return new HttpError(409, 'conflict', message, { slug: message })
  }
  if (constraint === 'partners_discount_code_unique') {
    const message = `Another partner already has the discount code ${input.discountCode}`
    return new HttpError(409, 'conflict', message, { discountCode: message })
  }
  return error
}
