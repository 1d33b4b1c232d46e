import { commissionLengths, commissionStyles } from '@/domain/catalog-options'
import { upsells } from '@/domain/catalog-products'
import type { CommissionRequest } from '@/domain/commission-request'
import { wordsPerPage } from '@/domain/scroll-lengths'
import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery-field'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import { type Form, useWatch } from '@/web/lib/form/use-form'
import type { CommissionFormInput } from './commission-form-values'

const emptyToUndefined = (value: string) => value || undefined
const today = () => new Date().toLocaleDateString('en-CA')

type CommissionForm = Form<CommissionFormInput, CommissionRequest>

/**
 * Where the sealed saga goes: to the recipient's address, or to the customer to pass on. Only a recipient
 * the scribes write to can be kept from the customer's name, so anonymous delivery asks for the address.
 */
function RecipientField({ form }: { form: CommissionForm }) {
  const anonymous = useWatch(form, 'anonymousDelivery')
  return (
    <Field
      label={anonymous ? "Recipient's Email" : "Recipient's Email (optional)"}
      required={anonymous}
      hint={
        anonymous
          ? 'The sealed saga is emailed here, signed by an anonymous well-wisher: the scribes can keep thy name only from a recipient they write to.'
          : 'The sealed saga is emailed here. Leave it empty and it comes to thee, to pass on as thou wilt.'
      }
      error={form.errors.recipientEmail}
    >
      {(control) => (
        <Input {...control} type="email" autoComplete="off" {...form.register('recipientEmail')} />
      )}
    </Field>
  )
}

/** The scroll's shape: style, length, narration, anonymity and recipient, and the optional deadline and wishes. */
export function CommissionChoiceFields({ form }: { form: CommissionForm }) {
  const { errors } = form
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Style" required error={errors.style}>
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('style', { setValueAs: emptyToUndefined })}
              options={commissionStyles}
              placeholder="Choose a style"
            />
          )}
        </Field>
        <Field
          label="Length"
          required
          hint={`Each page holds about ${wordsPerPage.min} to ${wordsPerPage.max} words; "3-5 pages" is written to 4, "6+ pages" to 6.`}
          error={errors.length}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('length', { setValueAs: emptyToUndefined })}
              options={commissionLengths}
              placeholder="Choose a length"
            />
          )}
        </Field>
      </div>
      <label className="card flex cursor-pointer gap-3 p-4 has-checked:border-wax has-checked:bg-parchment">
        <input
          type="checkbox"
          className="mt-1.5 size-4 shrink-0 accent-wax"
          {...form.register('voiceNarration')}
        />
        <span>
          <span className="block font-display font-semibold">
            Add {upsells.voiceNarration.label.toLowerCase()}
          </span>
          <span className="block text-sm text-ink-soft">
            {upsells.voiceNarration.description}; priced in thy quote.
          </span>
        </span>
      </label>
      <AnonymousDeliveryField registration={form.register('anonymousDelivery')} />
      <RecipientField form={form} />
      <Field
        label="Deadline (optional)"
        hint="The day by which the scroll must be delivered."
        error={errors.deadline}
      >
        {(control) => <Input {...control} type="date" min={today()} {...form.register('deadline')} />}
      </Field>
      <Field
        label="Final Wishes (optional)"
        hint="Names to invoke, words to avoid, a closing curse of thine own."
        error={errors.finalWishes}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('finalWishes')} />}
      </Field>
    </>
  )
}
