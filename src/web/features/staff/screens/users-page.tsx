import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { type StaffRole, staffRoles } from '@/domain/staff-roles'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import type { StaffMember } from '../lib/staff-member'
import { useServerTable } from '../lib/use-server-table'

type Account = InferResponseType<typeof api.staff.users.$get, 200>['users'][number]

const roleLabels: Record<StaffRole, string> = { user: 'User', staff: 'Staff', admin: 'Admin' }
const userSortKeys = ['createdAt', 'email', 'name', 'role'] as const

const column = createColumnHelper<Account>()

/** Admins find accounts, grant and revoke roles, ban, and sign an account out everywhere. */
export function UsersPage({ me }: { me: StaffMember }) {
  const [role, setRole] = useState<StaffRole | ''>('')
  const queryClient = useQueryClient()
  const {
    result: users,
    source,
    firstPage,
  } = useServerTable<Account, (typeof userSortKeys)[number]>({
    key: 'users',
    sortKeys: { createdAt: 'createdAt', email: 'email', name: 'name', role: 'role' },
    defaultSort: { id: 'createdAt', desc: true },
    filters: role ? { role } : {},
    fetchPage: async (query) => {
      const page = await readResponse(api.staff.users.$get({ query }))
      return { rows: page.users, total: page.total }
    },
  })

  const change = useMutation({
    mutationFn: async ({ id, ...body }: { id: string; role?: StaffRole; banned?: boolean }) =>
      readResponse(api.staff.users[':id'].$patch({ param: { id }, json: body })),
    onSuccess: (_, { banned, role: granted }) => {
      void showToast({
        title: granted ? 'Role updated' : banned ? 'Account banned and signed out' : 'Ban lifted',
        variant: 'success',
      })
      void queryClient.invalidateQueries({ queryKey: ['staff', 'users'] })
    },
    onError: (error) =>
      void showToast({ title: 'The account was not changed', description: error.message, variant: 'error' }),
  })

  const signOutEverywhere = useMutation({
    mutationFn: async (id: string) =>
      readResponse(api.staff.users[':id']['sign-out-everywhere'].$post({ param: { id } })),
    onSuccess: ({ ended }) =>
      void showToast({
        title: `Signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}`,
        variant: 'success',
      }),
    onError: (error) =>
      void showToast({
        title: 'Could not sign the account out',
        description: error.message,
        variant: 'error',
      }),
  })

  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('role', {
      header: 'Role',
      cell: ({ row }) => {
        const account = row.original
        const self = account.id === me.id
        return (
          <select
            aria-label={`Role of ${account.email}`}
            className="field-control py-1"
            value={account.role}
            disabled={self || change.isPending}
            title={self ? 'Thou canst not change thine own role' : undefined}
            onChange={(event) => change.mutate({ id: account.id, role: event.target.value as StaffRole })}
          >
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </select>
        )
      },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.banned ? 'Banned' : 'Active'}
          {row.original.twoFactorEnabled ? ' · 2FA on' : ''}
        </span>
      ),
    }),
    column.accessor('createdAt', { header: 'Joined', cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const account = row.original
        if (account.id === me.id) return <span className="text-ink-soft">Thee</span>
        return (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-sm"
              onClick={() => change.mutate({ id: account.id, banned: !account.banned })}
            >
              {account.banned ? 'Unban' : 'Ban'}
            </button>
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-sm"
              onClick={() => signOutEverywhere.mutate(account.id)}
            >
              Sign Out Everywhere
            </button>
          </div>
        )
      },
    }),
  ] as ColumnDef<Account, never>[]

  return (
    <StaffPage
      title="Users"
      description="Every account of the shop. Signing up never grants staff rights: grant them here."
    >
      <DataTable
        caption="All Accounts"
        columns={columns}
        getRowId={(account) => account.id}
        loading={users.isFetching}
        error={
          users.isError
            ? { message: 'Failed to load accounts', retry: () => void users.refetch() }
            : undefined
        }
        emptyText="No accounts yet"
        searchLabel="Search by email or name"
        toolbar={
          <select
            aria-label="Show role"
            className="field-control w-40"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as StaffRole | '')
              firstPage()
            }}
          >
            <option value="">Every role</option>
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </select>
        }
        source={source}
      />
    </StaffPage>
  )
}
