import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Order } from '../db/schema'
import { partners, sessions, users } from '../db/schema'

/** Why a commission is held for staff to look at (decision 028), as the partner's ledger shows it. */
export const selfReferralReasons = {
  email: 'the customer’s email is the partner’s',
  address: 'placed from the partner’s sign-in address',
} as const

/**
 * Whether an order looks like a partner buying through their own link or code: its customer's email is
 * the partner's (or their shop account's), or it was placed from an address the partner's account signed
 * in from. Answers the reason, or null; for a query on `partners` left-joined to the partner's account.
 * One statement shape whatever the order holds, so it is prepared once (decision 012).
 */
export function selfReferralReason(order: Pick<Order, 'customerEmail' | 'clientIp'>): SQL<string | null> {
  const email = order.customerEmail.trim().toLowerCase()
  const signedInThere = sql`exists (select 1 from ${sessions} where ${and(
    eq(sessions.userId, partners.userId),
    eq(sessions.ipAddress, sql`${order.clientIp}::text`),
  )})`
  return sql<string | null>`case
    when ${email}::text in (${partners.email}, ${users.email}) then ${selfReferralReasons.email}::text
    when ${order.clientIp}::text is not null and ${signedInThere} then ${selfReferralReasons.address}::text
  end`
}
