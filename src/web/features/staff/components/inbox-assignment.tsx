import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { roleAllows } from '@/domain/staff-roles'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import type { StaffMember } from '../lib/staff-member'

export type InboxChange = { read?: boolean; handled?: boolean; assigneeId?: string | null }

type Assignable = { id: string; name: string; email: string }

/** Taking a message or handing it back; an admin, who can list the accounts, can give it to anyone of staff. */
export function InboxAssignment({
  me,
  assignee,
  pending,
  update,
}: {
  me: StaffMember
  assignee: { id: string; name: string } | null
  pending: boolean
  update: (change: InboxChange, done: string) => void
}) {
  const canList = roleAllows(me.role, 'admin')
  const staff = useQuery({
    queryKey: ['staff', 'users', 'assignable'],
    enabled: canList,
    queryFn: async () => {
      const pages = await Promise.all(
        (['staff', 'admin'] as const).map((role) =>
          readResponse(api.staff.users.$get({ query: { role, pageSize: '100' } })),
        ),
      )
      return pages
        .flatMap((page) => page.users.filter((user) => !user.banned))
        .sort((a, b) => a.name.localeCompare(b.name)) satisfies Assignable[]
    },
  })
  const selectId = useId()
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {assignee?.id !== me.id && (
          <button
            type="button"
            className="btn-secondary"
            disabled={pending}
            onClick={() => update({ assigneeId: me.id }, 'Given to thee')}
          >
            Assign to Me
          </button>
        )}
        {assignee && (
          <button
            type="button"
            className="btn-secondary"
            disabled={pending}
            onClick={() => update({ assigneeId: null }, 'Given to nobody')}
          >
            Unassign
          </button>
        )}
      </div>
      {canList && (
        <>
          <label htmlFor={selectId} className="font-semibold">
            Give to
          </label>
          {staff.isError ? (
            <p className="text-sm text-wax">
              Failed to load the staff.{' '}
              <button type="button" className="underline" onClick={() => void staff.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <select
              id={selectId}
              className="field-control"
              value={assignee?.id ?? ''}
              disabled={pending || staff.isPending}
              onChange={(event) => {
                const chosen = staff.data?.find((member) => member.id === event.target.value)
                update(
                  { assigneeId: chosen?.id ?? null },
                  chosen ? `Given to ${chosen.name}` : 'Given to nobody',
                )
              }}
            >
              <option value="">Nobody</option>
              {assignee && !staff.data?.some((member) => member.id === assignee.id) && (
                <option value={assignee.id}>{assignee.name}</option>
              )}
              {staff.data?.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          )}
        </>
      )}
    </div>
  )
}
