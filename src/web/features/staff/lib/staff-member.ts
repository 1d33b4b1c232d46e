import { useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'

const fetchMember = () => readResponse(api.staff.me.$get())
export type StaffMember = Awaited<ReturnType<typeof fetchMember>>

/** What the server says about the visitor: the staff member, or why the back office is closed to them. */
export type StaffAccess =
  | { state: 'signed-out' }
  | { state: 'denied' }
  | { state: 'needs-two-factor' }
  | { state: 'open'; member: StaffMember }

export const staffMemberKey = ['staff', 'me'] as const

async function fetchAccess(): Promise<StaffAccess> {
  try {
    return { state: 'open', member: await fetchMember() }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 401) return { state: 'signed-out' }
    if (error.code === 'two_factor_required') return { state: 'needs-two-factor' }
    if (error.status === 403) return { state: 'denied' }
    throw error
  }
}

export function useStaffAccess() {
  // forgotten as soon as the back office is left: signing in elsewhere must not meet a stale "signed out"
  return useQuery({ queryKey: staffMemberKey, queryFn: fetchAccess, staleTime: 60_000, gcTime: 0 })
}
