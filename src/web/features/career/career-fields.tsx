import type { CareerApplicationInput } from '@/domain/career-application'
import { type CareerRole, careerRoles } from '@/domain/career-roles'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import type { FieldErrors, Form } from '@/web/lib/form/use-form'

export type CareerAnswers = Omit<CareerApplicationInput, 'role'>

type CareerFieldsProps = {
  role: CareerRole
  register: Form<CareerAnswers>['register']
  errors: FieldErrors<CareerAnswers>
}

export function CareerFields({ role, register, errors }: CareerFieldsProps) {
  return (
    <>
      <h3 className="text-2xl">Apply as {careerRoles[role].title}</h3>
      <NameEmailFields
        fields={{ name: register('name'), email: register('email') }}
        errors={{ name: errors.name, email: errors.email }}
      />
      <Field
        label="Experience"
        required
        hint={
          role === 'scribe'
            ? 'Thy writing, roasting and grudge-holding history.'
            : 'Where and how thou hast proclaimed before.'
        }
        error={errors.experience}
      >
        {(control) => <Textarea {...control} {...register('experience')} />}
      </Field>
      {role === 'scribe' ? (
        <Field
          label="Portfolio (optional)"
          hint="A link to thy finest work, or paste a short sample."
          error={errors.portfolio}
        >
          {(control) => <Textarea {...control} rows={3} {...register('portfolio')} />}
        </Field>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Social Handles (optional)"
              hint="e.g. @TownCrier on every realm"
              error={errors.socialHandles}
            >
              {(control) => <Input {...control} {...register('socialHandles')} />}
            </Field>
            <Field
              label="Follower Count (optional)"
              hint="A rough tally will do"
              error={errors.followerCount}
            >
              {(control) => <Input {...control} inputMode="numeric" {...register('followerCount')} />}
            </Field>
          </div>
          <Field
            label="Campaign Experience (optional)"
            hint="Campaigns thou hast led, and how loudly."
            error={errors.campaignExperience}
          >
            {(control) => <Textarea {...control} rows={3} {...register('campaignExperience')} />}
          </Field>
        </>
      )}
    </>
  )
}
