import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import type { BundleOrderInput } from './bundle-form-types'

type CustomerFieldsProps = {
  register: UseFormRegister<BundleOrderInput>
  errors: FieldErrors<BundleOrderInput>
}

export function CustomerFields({ register, errors }: CustomerFieldsProps) {
  return (
    <section aria-labelledby="customer-title" className="card flex flex-col gap-5 p-5 sm:p-6">
      <h2 id="customer-title" className="text-2xl">
        About Thee
      </h2>
      <NameEmailFields
        register={register}
        fields={{ name: 'yourName', email: 'yourEmail' }}
        errors={{ name: errors.yourName?.message, email: errors.yourEmail?.message }}
      />
      <Field
        label="Why This Bundle? (optional)"
        hint="A feud, a holiday, a whole office: tell the scribes what unites thy targets"
        error={errors.bundleReason?.message}
      >
        {(control) => <Input {...control} {...register('bundleReason')} />}
      </Field>
      <Field label="Additional Details (optional)" error={errors.additionalDetails?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('additionalDetails')} />}
      </Field>
      <AnonymousDeliveryField registration={register('anonymousDelivery')} />
    </section>
  )
}
