import { asc, desc, eq } from 'drizzle-orm'
import { brokenUniqueConstraint } from '../db/constraint-violation'
import type { Db, DbTransaction } from '../db/database'
import { orders, partnerPayouts, partners, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import type { PartnerChange, PartnerInput } from './partner-schemas'

export type Partner = typeof partners.$inferSelect & { accountEmail: string | null }

const partnerColumns = { partner: partners, accountEmail: users.email }

const withAccount = ({
  partner,
  accountEmail,
}: {
  partner: typeof partners.$inferSelect
  accountEmail: string | null
}) => ({
  ...partner,
  accountEmail,
})

/**
 * Every partner, newest first (spec section 7), and by name among those added at the same moment (a seeded
 * shop's): a shop has a few hundred at most, so the list is not paged.
 */
export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(users, eq(users.id, partners.userId))
    .orderBy(desc(partners.createdAt), asc(partners.name), asc(partners.id))
  return rows.map(withAccount)
}

/**
 * Adds a partner, and the action that records who did. A slug or discount code another partner has is
 * refused by the database's unique keys.
 */
export async function createPartner(db: Db, staff: StaffActor, input: PartnerInput): Promise<Partner> {
  const { accountEmail, ...values } = input
  try {
    return await db.transaction(async (tx) => {
      const userId = await accountOf(tx, accountEmail)
      const [created] = await tx
        .insert(partners)
        .values({ ...values, userId })
        .returning()
      if (!created) throw new Error('partner insert returned no row')
      await recordStaffAction(tx, staff, 'create', 'partner', created.id, { ...values, accountEmail })
      return { ...created, accountEmail }
    })
  } catch (error) {
    throw asConflict(error, input)
  }
}

/**
 * Changes a partner, and records who did and what changed. Pages, codes and prices read the partners
 * table on every request, so a partner made inactive stops working at once. A new slug takes the
 * partner's orders and commissions with it, so its history stays whole (the old /p/ link stops working,
 * as any renamed link would).
 */
export async function updatePartner(
  db: Db,
  staff: StaffActor,
  id: string,
  change: PartnerChange,
): Promise<Partner> {
  const { accountEmail, ...values } = change
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: partners.slug })
        .from(partners)
        .where(eq(partners.id, id))
        .for('update')
      if (!before) throw new HttpError(404, 'not_found', 'No such partner')
      const account = accountEmail === undefined ? {} : { userId: await accountOf(tx, accountEmail) }
      const [updated] = await tx
        .update(partners)
        .set({ ...values, ...account, updatedAt: new Date() })
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
      await recordStaffAction(tx, staff, 'update', 'partner', id, change)
      const [linked] = updated.userId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, updated.userId))
        : []
      return { ...updated, accountEmail: linked?.email ?? null }
    })
  } catch (error) {
    throw asConflict(error, change)
  }
}

/** The account with this email, for a partner to be linked to; null unlinks. */
async function accountOf(tx: DbTransaction, email: string | null): Promise<string | null> {
  if (email === null) return null
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!account) {
    const message = `No shop account has the email ${email}`
    throw new HttpError(400, 'invalid_request', message, { accountEmail: message })
  }
  return account.id
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
