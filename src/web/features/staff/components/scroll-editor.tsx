import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { ComposedScroll, ScrollParagraph } from '@/domain/scribe/scroll-request'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'

type ScrollText = Omit<ComposedScroll, 'pages'>

type Props = {
  orderId: string
  deliveryId: string
  revision: number
  scroll: ComposedScroll
  /** the scroll went out already: saving sends it again */
  sent: boolean
  onDone: () => void
  onCancel: () => void
}

const labels = {
  title: 'Title',
  salutation: 'Salutation',
  paragraphs: 'Paragraphs (a blank line between two)',
  curse: 'Closing curse',
  signOff: 'Sign-off',
  signature: 'Signature',
  sealLine: 'Seal line',
} as const

/** The text as staff edit it: the paragraphs one block each, parted by blank lines. */
const paragraphsText = (paragraphs: ScrollParagraph[]) => paragraphs.map((p) => p.text).join('\n\n')

/** Paragraphs back from the text, each keeping the emphasis it had where its place or its words are the same. */
function paragraphsFrom(text: string, before: ScrollParagraph[]): ScrollParagraph[] {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return blocks.map((block, index) => {
    const same = before.length === blocks.length ? before[index] : before.find((p) => p.text === block)
    return same?.emphasis ? { text: block, emphasis: same.emphasis } : { text: block }
  })
}

/** Edits one scroll's text, shows the PDF it would be sealed as, and saves it as a new revision. */
export function ScrollEditor({ orderId, deliveryId, revision, scroll, sent, onDone, onCancel }: Props) {
  const id = useId()
  const [fields, setFields] = useState({
    title: scroll.title,
    salutation: scroll.salutation,
    paragraphs: paragraphsText(scroll.paragraphs),
    curse: scroll.curse,
    signOff: scroll.signOff,
    signature: scroll.signature,
    sealLine: scroll.sealLine,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  // a corrected copy goes to the recipient; the customer hears of it only when this is ticked
  const [tellCustomer, setTellCustomer] = useState(false)
  const text = (): ScrollText => ({
    title: fields.title,
    salutation: fields.salutation,
    paragraphs: paragraphsFrom(fields.paragraphs, scroll.paragraphs),
    curse: fields.curse,
    signOff: fields.signOff,
    signature: fields.signature,
    sealLine: fields.sealLine,
  })
  const param = { id: orderId, deliveryId }
  const showErrors = (error: Error, title: string) => {
    const found: Record<string, string> = {}
    if (error instanceof ApiError) {
      for (const [path, message] of Object.entries(error.fields)) {
        const name = path.replace(/^scroll\./, '').split('.')[0] ?? path
        found[name] ??= message
      }
    }
    setErrors(found)
    const description = Object.keys(found).length > 0 ? 'Check the marked fields.' : error.message
    void showToast({ title, description, variant: 'error' })
  }

  const preview = useMutation({
    mutationFn: async () => {
      const response = await api.staff.orders[':id'].scrolls[':deliveryId'].preview.$post({
        param,
        json: { scroll: text() },
      })
      if (!response.ok) await readResponse(response)
      return response.blob()
    },
    onSuccess: (pdf) => {
      setErrors({})
      const url = URL.createObjectURL(pdf)
      window.open(url, '_blank', 'noopener')
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
    onError: (error) => showErrors(error, 'The preview could not be made'),
  })
  const save = useMutation({
    mutationFn: () =>
      readResponse(
        api.staff.orders[':id'].scrolls[':deliveryId'].revisions.$post({
          param,
          json: { expectedRevision: revision, scroll: text(), ...(sent ? { tellCustomer } : {}) },
        }),
      ),
    onSuccess: ({ revision: saved }) => {
      void showToast({
        title: sent
          ? `Revision ${saved} saved; a corrected copy is being sealed and sent`
          : `Revision ${saved} saved`,
        variant: 'success',
      })
      onDone()
    },
    onError: (error) => showErrors(error, 'The scroll was not saved'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  const busy = save.isPending || preview.isPending
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label="Edit the scroll">
      {(['title', 'salutation', 'paragraphs', 'curse', 'signOff', 'signature', 'sealLine'] as const).map(
        (name) => {
          const fieldId = `${id}-${name}`
          const error = errors[name]
          const control = {
            id: fieldId,
            value: fields[name],
            className: 'field-control w-full',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            onChange: (event: { target: { value: string } }) =>
              setFields((current) => ({ ...current, [name]: event.target.value })),
          }
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <label htmlFor={fieldId} className="font-display text-sm font-semibold tracking-wide">
                {labels[name]}
              </label>
              {name === 'paragraphs' || name === 'curse' ? (
                <textarea {...control} rows={name === 'paragraphs' ? 12 : 3} />
              ) : (
                <input {...control} />
              )}
              {error && (
                <p id={`${fieldId}-error`} className="text-sm text-wax">
                  {error}
                </p>
              )}
            </div>
          )
        },
      )}
      {sent && (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={tellCustomer}
              onChange={(event) => setTellCustomer(event.target.checked)}
            />
            Tell the customer that a corrected copy went out
          </label>
          <p className="text-sm text-ink-soft">
            The recipient gets the corrected copy, marked as one, in place of the earlier scroll.
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => preview.mutate()}>
          {preview.isPending ? 'Sealing the preview...' : 'Preview PDF'}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {save.isPending ? 'Saving...' : sent ? 'Save and Send Again' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
