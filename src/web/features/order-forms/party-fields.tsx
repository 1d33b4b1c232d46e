import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { useFormContext } from '@/web/lib/form/form-context'
import { FormSection } from './form-section'
import type { ScrollFormValues } from './scroll-order-request'

/** Who orders, who receives the scroll, and why. */
export function PartyFields() {
  const { register, errors } = useFormContext<ScrollFormValues>()
  return (
    <>
      <FormSection title="Thy Details">
        <NameEmailFields
          fields={{ name: register('customerName'), email: register('customerEmail') }}
          errors={{ name: errors.customerName, email: errors.customerEmail }}
          emailHint="For thy receipt. The recipient may reply to it, unless thou deliverest anonymously."
        />
      </FormSection>
      <FormSection title="Thy Target">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Target's Name" required error={errors.targetName}>
            {(control) => <Input {...control} autoComplete="off" {...register('targetName')} />}
          </Field>
          <Field
            label="Recipient's Email"
            required
            hint="The sealed scroll is emailed here."
            error={errors.recipientEmail}
          >
            {(control) => (
              <Input {...control} type="email" autoComplete="off" {...register('recipientEmail')} />
            )}
          </Field>
        </div>
        <Field
          label="The Grievance"
          required
          hint="What hath this villain done? Names, dates and crimes help the scribes."
          error={errors.grievance}
        >
          {(control) => <Textarea {...control} rows={5} {...register('grievance')} />}
        </Field>
      </FormSection>
    </>
  )
}
