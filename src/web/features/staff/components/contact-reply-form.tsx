import type { ContactReplyInput } from '@/domain/contact-reply'
import { MAX_CONTACT_REPLY_LENGTH } from '@/domain/contact-reply-limits'
import { Field } from '@/web/components/ui/field'
import { Textarea } from '@/web/components/ui/textarea'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import type { ContactDetail } from './contact-thread'

const emptyReply: ContactReplyInput = { message: '' }
const schema = lazyZodResolver(() => import('@/domain/contact-reply').then((m) => m.contactReplySchema))

/** Answers a contact message: the server keeps the reply in the thread and emails it to the sender. */
export function ContactReplyForm({
  detail,
  onReplied,
}: {
  detail: ContactDetail
  onReplied: (answered: ContactDetail) => void
}) {
  const { id, email } = detail.item
  const form = useForm({ resolver: schema.resolver, defaultValues: emptyReply })
  const sending = useSendForm(form, {
    send: (json: { message: string }) =>
      readResponse(api.staff.inbox.contact[':id'].replies.$post({ param: { id }, json })),
    fields: ['message'],
    failed: (error) => ({ title: 'The reply was not sent', description: error.message, variant: 'error' }),
    onSent: (answered) => {
      form.reset(emptyReply)
      onReplied(answered)
      showToast({ title: 'Reply sent', description: `It is on its way to ${email}.`, variant: 'success' })
    },
  })
  return (
    <form noValidate onSubmit={sending.submit} onFocus={schema.preload} className="flex flex-col gap-3">
      <Field
        label="Reply"
        required
        hint={`Emailed to ${email} as plain text. The letter greets them by name, quotes their message under thy words and is signed by the Scriptorium.`}
        error={form.errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={MAX_CONTACT_REPLY_LENGTH}
            {...form.register('message')}
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary self-start"
        disabled={sending.busy}
        aria-busy={sending.busy}
      >
        {sending.busy ? 'Sending the Reply...' : 'Send Reply'}
      </button>
    </form>
  )
}
