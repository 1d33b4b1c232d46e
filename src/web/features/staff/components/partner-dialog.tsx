import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type FormEvent, useState } from 'react'
import { slugFrom } from '@/domain/slug'
import { DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'

export type Partner = InferResponseType<(typeof api.staff.partners)['$get'], 200>['partners'][number]

export const partnersKey = ['staff', 'partners'] as const

type Draft = {
  name: string
  slug: string
  payoutPct: string
  paymentLinkUrl: string
  discountCode: string
  isActive: boolean
  email: string
  accountEmail: string
}

const draftOf = (partner?: Partner): Draft => ({
  name: partner?.name ?? '',
  slug: partner?.slug ?? '',
  payoutPct: String(partner?.payoutPct ?? 40),
  paymentLinkUrl: partner?.paymentLinkUrl ?? '',
  discountCode: partner?.discountCode ?? '',
  isActive: partner?.isActive ?? true,
  email: partner?.email ?? '',
  accountEmail: partner?.accountEmail ?? '',
})

/** "Add New Partner" or "Edit Partner": the server checks every field and names the one it refuses. */
export function PartnerDialog({ partner, onDone }: { partner?: Partner; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(partner))
  // a new partner's slug follows the name until staff type their own; a saved one keeps its links
  const [slugTyped, setSlugTyped] = useState(partner !== undefined)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const queryClient = useQueryClient()
  const set = (field: keyof Draft) => (value: string | boolean) => setDraft({ ...draft, [field]: value })
  const setName = (name: string) =>
    setDraft({ ...draft, name, slug: slugTyped ? draft.slug : slugFrom(name) })
  const setSlug = (slug: string) => {
    // emptied, the slug follows the name again
    setSlugTyped(slug !== '')
    setDraft({ ...draft, slug })
  }

  const save = useMutation({
    mutationFn: async () => {
      const body = {
        name: draft.name,
        slug: draft.slug.trim().toLowerCase(),
        payoutPct: Number(draft.payoutPct),
        paymentLinkUrl: draft.paymentLinkUrl.trim() || null,
        discountCode: draft.discountCode.trim() || null,
        isActive: draft.isActive,
        email: draft.email.trim() || null,
        accountEmail: draft.accountEmail.trim() || null,
      }
      return partner
        ? readResponse(api.staff.partners[':id'].$patch({ param: { id: partner.id }, json: body }))
        : readResponse(api.staff.partners.$post({ json: body }))
    },
    onSuccess: async () => {
      void showToast({
        title: partner ? 'Partner updated successfully' : 'Partner created successfully',
        variant: 'success',
      })
      await queryClient.invalidateQueries({ queryKey: partnersKey })
      onDone()
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields)
      void showToast({
        title: error instanceof ApiError ? error.message : 'Failed to save partner',
        variant: 'error',
      })
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate()
  }

  return (
    <DialogContent className="max-w-lg">
      <DialogTitle>{partner ? 'Edit Partner' : 'Add New Partner'}</DialogTitle>
      <DialogDescription>
        {partner
          ? `Change ${partner.name}’s details.`
          : 'A partner gets a page of their own at /p/ and /r/ with their slug.'}
      </DialogDescription>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4" noValidate>
        <Field label="Partner Name" required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={draft.name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
            />
          )}
        </Field>
        <Field
          label="Slug (URL identifier)"
          required
          hint={
            partner
              ? 'Lower-case letters, digits and hyphens. A new slug moves the partner’s page: old links stop working.'
              : 'Lower-case letters, digits and hyphens. Filled in from the name until changed by hand.'
          }
          error={errors.slug}
        >
          {(control) => (
            <Input
              {...control}
              value={draft.slug}
              onChange={(event) => setSlug(event.target.value)}
              autoCapitalize="none"
            />
          )}
        </Field>
        <Field label="Payout Percentage" required error={errors.payoutPct}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              max={100}
              step="0.01"
              value={draft.payoutPct}
              onChange={(event) => set('payoutPct')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Payment Link URL (optional)" error={errors.paymentLinkUrl}>
          {(control) => (
            <Input
              {...control}
              type="url"
              value={draft.paymentLinkUrl}
              onChange={(event) => set('paymentLinkUrl')(event.target.value)}
              placeholder="https://"
            />
          )}
        </Field>
        <Field
          label="Discount Code (optional)"
          hint="Upper-case letters and digits."
          error={errors.discountCode}
        >
          {(control) => (
            <Input
              {...control}
              value={draft.discountCode}
              onChange={(event) => set('discountCode')(event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field
          label="Payout Email (optional)"
          hint="Where PayPal or Wise sends the partner’s payouts."
          error={errors.email}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(event) => set('email')(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Partner’s Shop Account (optional)"
          hint="The email of the partner’s own account: orders placed from where it signs in are held for review."
          error={errors.accountEmail}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={draft.accountEmail}
              onChange={(event) => set('accountEmail')(event.target.value)}
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center justify-between gap-3">
          <span className="font-display text-sm font-semibold tracking-wide">Active</span>
          <button
            type="button"
            role="switch"
            aria-checked={draft.isActive}
            onClick={() => set('isActive')(!draft.isActive)}
            className={`relative h-7 w-12 rounded-full transition-colors ${draft.isActive ? 'bg-moss' : 'bg-ink-soft/40'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 size-5 rounded-full bg-vellum transition-transform ${draft.isActive ? 'left-6' : 'left-1'}`}
            />
          </button>
        </label>
        <div className="mt-2 flex justify-end gap-2">
          <DialogPrimitive.Close className="btn-secondary">Cancel</DialogPrimitive.Close>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : partner ? 'Update Partner' : 'Create Partner'}
          </button>
        </div>
      </form>
    </DialogContent>
  )
}
