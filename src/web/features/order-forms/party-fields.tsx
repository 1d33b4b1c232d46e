import { useFormContext } from 'react-hook-form'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { FormSection } from './form-section'
import type { ScrollFormValues } from './scroll-order-request'

/** Who orders, who receives the scroll, and why. */
export function PartyFields() {
  const { register, formState } = useFormContext<ScrollFormValues>()
  const { errors } = formState
  return (
    <>
      <FormSection title="Thy Details">
        <NameEmailFields
          register={register}
          fields={{ name: 'customerName', email: 'customerEmail' }}
          errors={{ name: errors.customerName?.message, email: errors.customerEmail?.message }}
          emailHint="For thy receipt. The recipient may reply to it, unless thou deliverest anonymously."
        />
      </FormSection>
      <FormSection title="Thy Target">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Target's Name" required error={errors.targetName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('targetName')} />}
          </Field>
          <Field
            label="Recipient's Email"
            required
            hint="The sealed scroll is emailed here."
            error={errors.recipientEmail?.message}
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
          error={errors.grievance?.message}
        >
          {(control) => <Textarea {...control} rows={5} {...register('grievance')} />}
        </Field>
      </FormSection>
    </>
  )
}
