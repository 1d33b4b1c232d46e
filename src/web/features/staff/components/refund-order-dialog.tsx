import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatCents } from '@/domain/money'
import { DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { dollarsToCents } from '../lib/dollars'

type Props = {
  orderId: string
  orderNumber: number
  customerName: string
  /** what the customer paid, and what of it has been given back already */
  paidCents: number
  refundedCents: number
  /** who gives the money back: Stripe, or the shop's test checkout */
  provider: string
  onDone: () => void
}

type Errors = { amount?: string; reason?: string; form?: string }

/** The amount a refund asks for, or what is wrong with it, as the member of staff typed it. */
function amountOf(choice: 'all' | 'part', typed: string, left: number): number | string {
  if (choice === 'all') return left
  const cents = dollarsToCents(typed)
  if (cents === null) return 'Enter the amount in dollars, such as 5.00.'
  if (cents < 1) return `Refund at least ${formatCents(1)}.`
  if (cents > left) return `At most ${formatCents(left)} is left to refund.`
  return cents
}

/**
 * "Refund": all that is left of the payment or a part of it, and the reason, which the order's history
 * keeps and the customer's letter quotes. The server checks the amount again and names what it refuses.
 */
export function RefundOrderDialog(props: Props) {
  const { orderId, orderNumber, customerName, paidCents, refundedCents, provider, onDone } = props
  const left = paidCents - refundedCents
  const [choice, setChoice] = useState<'all' | 'part'>('all')
  const [typed, setTyped] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const amount = amountOf(choice, typed, left)

  const refund = useMutation({
    mutationFn: (body: { amountCents: number; reason: string; expectedRefundedCents: number }) =>
      readResponse(api.staff.orders[':id'].refund.$post({ param: { id: orderId }, json: body })),
    onSuccess: (result, body) => {
      const title = !result.refunded
        ? 'Another refund of this order came first; nothing more was refunded'
        : result.status !== 'refunded'
          ? `Refunded ${formatCents(body.amountCents)}; the customer is told by email`
          : refundedCents === 0
            ? 'Refunded in full; the customer is told by email'
            : 'Refunded the rest; the customer is told by email'
      void showToast({ title, variant: result.refunded ? 'success' : 'info' })
      onDone()
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {}
      const amountError = fields.amountCents
      setErrors({
        amount: choice === 'part' ? amountError : undefined,
        reason: fields.reason,
        form: (choice === 'all' && amountError) || (fields.reason ? undefined : error.message),
      })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {
      amount: typeof amount === 'string' ? amount : undefined,
      reason: reason.trim() ? undefined : 'Give the reason: the customer reads it in their email.',
    }
    setErrors(found)
    if (typeof amount === 'string' || found.reason) return
    refund.mutate({ amountCents: amount, reason: reason.trim(), expectedRefundedCents: refundedCents })
  }

  const giver = provider === 'local' ? 'The test checkout' : 'Stripe'
  return (
    <DialogContent className="max-w-lg">
      <DialogTitle>Refund Order No. {orderNumber}</DialogTitle>
      <DialogDescription>
        {customerName} paid {formatCents(paidCents)}
        {refundedCents > 0 ? `, and ${formatCents(refundedCents)} of it is refunded already` : ''}. {giver}{' '}
        gives the money back, and the customer is told by email. A refund cannot be undone.
      </DialogDescription>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-display text-sm font-semibold tracking-wide">Amount</legend>
          <label className="flex cursor-pointer items-center gap-3 rounded-md border border-ink/15 p-3 has-checked:border-wax">
            <input type="radio" name="amount" checked={choice === 'all'} onChange={() => setChoice('all')} />
            {refundedCents === 0 ? `In full: ${formatCents(left)}` : `All that is left: ${formatCents(left)}`}
          </label>
          <label className="flex cursor-pointer items-center gap-3 rounded-md border border-ink/15 p-3 has-checked:border-wax">
            <input
              type="radio"
              name="amount"
              checked={choice === 'part'}
              onChange={() => setChoice('part')}
            />
            Part of it
          </label>
        </fieldset>
        {choice === 'part' && (
          <Field
            label="Amount to refund (USD)"
            required
            hint={`At most ${formatCents(left)}.`}
            error={errors.amount}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          label="Reason"
          required
          hint="Kept in the order’s history, and quoted in the customer’s email."
          error={errors.reason}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {errors.form && (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogPrimitive.Close className="btn-secondary">Cancel</DialogPrimitive.Close>
          <button type="submit" className="btn-primary" disabled={refund.isPending}>
            {refund.isPending
              ? 'Refunding...'
              : typeof amount === 'number'
                ? `Refund ${formatCents(amount)}`
                : 'Refund'}
          </button>
        </div>
      </form>
    </DialogContent>
  )
}
