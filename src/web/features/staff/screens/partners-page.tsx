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
        const iconButton = 'grid size-11 place-items-center rounded-md hover:bg-parchment-deep'
        return (
          <div className="flex gap-1">
            <button
              type="button"
              className={iconButton}
              onClick={() => setEditing(partner)}
              aria-label={`Edit ${partner.name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <Link
              to={`/admin/partners/${partner.id}/ledger`}
              className={iconButton}
              aria-label={`Ledger of ${partner.name}`}
            >
              <BookOpen aria-hidden="true" className="size-4" />
            </Link>
            <button
              type="button"
              className={iconButton}
              onClick={() => void copyLink(partner)}
              aria-label={`Copy the partner link of ${partner.name}`}
            >
              <Copy aria-hidden="true" className="size-4" />
            </button>
            {partner.paymentLinkUrl ? (
              <a
                href={partner.paymentLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={iconButton}
                aria-label={`Open the payment link of ${partner.name} (new tab)`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : (
              variant === 'internal' && (
                <button
                  type="button"
                  className={`${iconButton} opacity-40`}
                  disabled
                  aria-label={`${partner.name} has no payment link`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
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
      description="The partners who sell scrolls on their own page, their payout and their discount code."
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
