import { useQuery } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import { BookOpen, Copy, ExternalLink, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Dialog } from '@/web/components/ui/dialog'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { type Partner, PartnerDialog, partnersKey } from '../components/partner-dialog'
import { StaffPage } from '../components/staff-page'

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md border border-ink-soft/40 px-3 text-sm hover:bg-parchment-deep disabled:cursor-not-allowed'

/**
 * Partner Management: every partner with its payout and code, added and edited in a dialog. The
 * internal version (`/internal/partners`) links to its analytics and always shows the payment-link button.
 */
export function PartnersPage({ variant }: { variant: 'admin' | 'internal' }) {
  const partners = useQuery({
    queryKey: partnersKey,
    queryFn: () => readResponse(api.staff.partners.$get()),
  })
  const [editing, setEditing] = useState<Partner | 'new' | null>(null)

  async function copyLink(partner: Partner) {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/r/${partner.slug}`)
      void showToast({ title: 'Partner link copied to clipboard!', variant: 'success' })
    } catch {
      void showToast({ title: 'The link could not be copied', variant: 'error' })
    }
  }

  const column = createColumnHelper<Partner>()
  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('slug', { header: 'Slug' }),
    column.accessor('payoutPct', { header: 'Payout %', cell: ({ getValue }) => `${getValue()}%` }),
    column.accessor('discountCode', {
      header: 'Discount Code',
      cell: ({ getValue }) => getValue() ?? <span className="text-ink-soft">None</span>,
    }),
    column.accessor('isActive', {
      header: 'Status',
      cell: ({ getValue }) => (getValue() ? 'Active' : 'Inactive'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const partner = row.original
        // each action says what it does; the partner's name, for a screen reader, is in its accessible name
        const of = <span className="sr-only"> of {partner.name}</span>
        return (
          <div className="flex flex-wrap gap-1.5">
            <button type="button" className={actionClass} onClick={() => setEditing(partner)}>
              <Pencil aria-hidden="true" className="size-4" />
              <span>Edit</span>
              <span className="sr-only"> {partner.name}</span>
            </button>
            <Link to={`/admin/partners/${partner.id}/ledger`} className={actionClass}>
              <BookOpen aria-hidden="true" className="size-4" />
              <span>Ledger</span>
              {of}
            </Link>
            <button type="button" className={actionClass} onClick={() => void copyLink(partner)}>
              <Copy aria-hidden="true" className="size-4" />
              <span>Copy Link</span>
              {of}
            </button>
            {partner.paymentLinkUrl ? (
              <a
                href={partner.paymentLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={actionClass}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                <span>Payment Link</span>
                {of}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              variant === 'internal' && (
                <button
                  type="button"
                  className={`${actionClass} opacity-60`}
                  disabled
                  title={`${partner.name} has no payment link yet`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span>Payment Link</span>
                  {of}
                  <span className="sr-only"> (none yet)</span>
                </button>
              )
            )}
          </div>
        )
      },
    }),
  ] as ColumnDef<Partner, never>[]

  return (
    <StaffPage
      title="Partner Management"
      description="The partners who sell scrolls on their own page, their payout and their discount code. Newest first; a column’s heading sorts by it."
      actions={
        <>
          {variant === 'internal' && (
            <Link to="/internal/partner-analytics" className="btn-secondary">
              View Analytics
            </Link>
          )}
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            Add Partner
          </button>
        </>
      }
    >
      <DataTable
        caption="All Partners"
        columns={columns}
        getRowId={(partner) => partner.id}
        source={{ mode: 'client', rows: partners.data?.partners ?? [] }}
        loading={partners.isPending}
        error={
          partners.isError
            ? { message: 'Failed to load partners', retry: () => void partners.refetch() }
            : undefined
        }
        emptyText="No partners yet. Add the first one."
        searchLabel="Search partners"
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <PartnerDialog partner={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </StaffPage>
  )
}
