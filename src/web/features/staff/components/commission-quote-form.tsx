import { useMutation } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type FormEvent, useState } from 'react'
import {
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_QUOTE_DELIVERY_DAYS,
  MAX_QUOTE_MESSAGE_LENGTH,
  MAX_QUOTE_VALID_DAYS,
} from '@/domain/commission-quote-limits'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { dollarsToCents } from '../lib/dollars'

export type RequestQuotes = InferResponseType<
  (typeof api.staff)['commission-requests'][':id']['quotes']['$get'],
  200
>

type Draft = { price: string; deliveryDays: string; message: string; validDays: string }
type Errors = Partial<Record<keyof Draft, string>>

const emptyDraft: Draft = {
  price: '',
  deliveryDays: '',
  message: '',
  validDays: String(DEFAULT_QUOTE_VALID_DAYS),
}

// the server names its fields in cents; the form asks for dollars
const fieldOf: Record<string, keyof Draft> = {
  priceCents: 'price',
  deliveryDays: 'deliveryDays',
  message: 'message',
  validDays: 'validDays',
}

/** Writes a quote on a commission request; the server emails the customer its payment link. */
export function CommissionQuoteForm({
  id,
  onQuoted,
}: {
  id: string
  onQuoted: (quotes: RequestQuotes) => void
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value })

  const send = useMutation({
    mutationFn: (json: { priceCents: number; deliveryDays: number; message: string; validDays: number }) =>
      readResponse(api.staff['commission-requests'][':id'].quotes.$post({ param: { id }, json })),
    onSuccess: (quotes) => {
      setDraft(emptyDraft)
      onQuoted(quotes)
      void showToast({
        title: 'Quote sent',
        description: 'The customer is emailed the quote with its payment link.',
        variant: 'success',
      })
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).flatMap(([field, message]) =>
              fieldOf[field] ? [[fieldOf[field], message]] : [],
            ),
          ),
        )
      }
      void showToast({ title: 'The quote was not sent', description: error.message, variant: 'error' })
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const priceCents = dollarsToCents(draft.price)
    const found: Errors = {}
    if (priceCents === null || priceCents < 1) found.price = 'Enter the price in dollars, such as 249.50'
    if (draft.message.trim() === '') found.message = 'Write the customer a word about the quote'
    setErrors(found)
    if (priceCents === null || Object.keys(found).length > 0) return
    send.mutate({
      priceCents,
      deliveryDays: Number(draft.deliveryDays),
      message: draft.message,
      validDays: Number(draft.validDays),
    })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Write a quote">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Price ($)" required hint="Up to $10,000.00" error={errors.price}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="249.50"
              value={draft.price}
              onChange={(event) => set('price')(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Delivery (days)"
          required
          hint="From payment to the scroll sent"
          error={errors.deliveryDays}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={MAX_QUOTE_DELIVERY_DAYS}
              step={1}
              value={draft.deliveryDays}
              onChange={(event) => set('deliveryDays')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Link works (days)" required hint="To the end of the last day" error={errors.validDays}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={MAX_QUOTE_VALID_DAYS}
              step={1}
              value={draft.validDays}
              onChange={(event) => set('validDays')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label="Message to the customer"
        required
        hint="Sent in the email and shown on the quote’s page, as plain text."
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MAX_QUOTE_MESSAGE_LENGTH}
            value={draft.message}
            onChange={(event) => set('message')(event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary self-start"
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isPending ? 'Sending the Quote...' : 'Send Quote'}
      </button>
    </form>
  )
}
