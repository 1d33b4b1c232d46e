import { eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { users } from '../db/schema'
import type { Auth } from './create-auth'

export type EnsureAdminResult = 'created' | 'promoted'

/**
 * Makes `email` an admin who signs in with `password`: a new account, or an existing one promoted
 * (its password set to this one, so an operator locked out can get back in).
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase()
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) {
    await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id))
    const context = await auth.$context
    const hash = await context.password.hash(input.password)
    const credential = (await context.internalAdapter.findAccounts(existing.id)).find(
      (account) => account.providerId === 'credential',
    )
    if (credential) await context.internalAdapter.updatePassword(existing.id, hash)
    else {
      await context.internalAdapter.linkAccount({
        userId: existing.id,
        providerId: 'credential',
        accountId: existing.id,
        password: hash,
      })
    }
    return 'promoted'
  }
  const { user } = await auth.api.signUpEmail({
    body: { email, password: input.password, name: input.name ?? email.split('@')[0] ?? email },
  })
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, user.id))
  return 'created'
}
