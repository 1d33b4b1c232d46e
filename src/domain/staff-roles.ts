/**
 * Who may do what in the back office. Every account is a `user` when it is made (signing up never grants
 * staff rights); an admin grants `staff` or `admin` in the Users screen or with `npm run admin`.
 */
export const staffRoles = ['user', 'staff', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

/** What a route asks of the caller: anyone, a signed-in staff member (or admin), or an admin. */
export type Access = 'public' | 'staff' | 'admin'

const rank: Record<StaffRole, number> = { user: 0, staff: 1, admin: 2 }

/** Whether an account with this role may use a route that asks for `access`. */
export function roleAllows(role: StaffRole, access: Access): boolean {
  if (access === 'public') return true
  return rank[role] >= rank[access]
}

export const isStaffRole = (role: StaffRole) => roleAllows(role, 'staff')
