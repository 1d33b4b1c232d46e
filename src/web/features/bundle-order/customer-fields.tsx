import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery-field'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import type { FieldErrors, Form } from '@/web/lib/form/use-form'
import type { BundleOrderInput } from './bundle-form-types'

type CustomerFieldsProps = {
  register: Form<BundleOrderInput>['register']
  errors: FieldErrors<BundleOrderInput>
}

export function CustomerFields({ register, errors }: CustomerFieldsProps) {
  return (
    <section aria-labelledby="customer-title" className="card flex flex-col gap-5 p-5 sm:p-6">
      <h2 id="customer-title" className="text-2xl">
        About Thee
      </h2>
      <NameEmailFields
        fields={{ name: register('yourName'), email: register('yourEmail') }}
        errors={{ name: errors.yourName, email: errors.yourEmail }}
      />
      <Field
        label="Why This Bundle? (optional)"
        hint="A feud, a holiday, a whole office: tell the scribes what unites thy targets"
        error={errors.bundleReason}
      >
        {(control) => <Input {...control} {...register('bundleReason')} />}
      </Field>
      <Field label="Additional Details (optional)" error={errors.additionalDetails}>
        {(control) => <Textarea {...control} rows={3} {...register('additionalDetails')} />}
      </Field>
      <AnonymousDeliveryField registration={register('anonymousDelivery')} />
    </section>
  )
}
