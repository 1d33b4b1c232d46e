import {
  type Bundle,
  bundleIntensities,
  bundleWritingStyles,
  mixedBundleOptionIds,
  mixedBundleOptions,
} from '@/domain/catalog-bundles'
import { tones } from '@/domain/catalog-options'
import { formatCents } from '@/domain/money'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import type { FieldErrors, Form } from '@/web/lib/form/use-form'
import type { BundleOrderInput } from './bundle-form-types'

type TargetFieldsProps = {
  index: number
  bundle: Bundle
  register: Form<BundleOrderInput>['register']
  errors: FieldErrors<BundleOrderInput>
  /** absent while this is the only target, which cannot be removed */
  onRemove?: () => void
}

export function TargetFields({ index, bundle, register, errors, onRemove }: TargetFieldsProps) {
  const number = index + 1
  const path = `targets.${index}` as const
  return (
    <fieldset className="card relative p-5 sm:p-6">
      {/* a floated legend sits inside the card like a heading instead of on its border */}
      <legend className="float-left font-display text-xl font-semibold">Target {number}</legend>
      {onRemove && (
        <button
          type="button"
          className="btn-secondary absolute top-4 right-4 px-4 py-1.5 text-sm sm:top-5 sm:right-5"
          onClick={onRemove}
        >
          Remove <span className="sr-only">target {number}</span>
        </button>
      )}
      <div className="clear-both flex flex-col gap-4 pt-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Target's Name" error={errors[`${path}.name`]}>
            {(control) => <Input {...control} autoComplete="off" {...register(`${path}.name`)} />}
          </Field>
          <Field label="Target's Email (optional)" error={errors[`${path}.email`]}>
            {(control) => (
              <Input {...control} type="email" autoComplete="off" {...register(`${path}.email`)} />
            )}
          </Field>
          <ScrollTypeField
            index={index}
            bundle={bundle}
            register={register}
            error={errors[`${path}.scrollType`]}
          />
          <Field label="Tone (optional)" error={errors[`${path}.tone`]}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register(`${path}.tone`, { setValueAs: (v) => v || undefined })}
                options={tones}
                placeholder="Let the scribe decide"
              />
            )}
          </Field>
          <Field label="Writing Style" error={errors[`${path}.writingStyle`]}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register(`${path}.writingStyle`)}
                options={bundleWritingStyles}
              />
            )}
          </Field>
          <Field label="Intensity" error={errors[`${path}.intensity`]}>
            {(control) => (
              <NativeSelect {...control} {...register(`${path}.intensity`)} options={bundleIntensities} />
            )}
          </Field>
        </div>
        <Field
          label="Their Offence (optional)"
          hint="What hath this one done to earn thy wrath?"
          error={errors[`${path}.reason`]}
        >
          {(control) => <Textarea {...control} rows={3} {...register(`${path}.reason`)} />}
        </Field>
        <Field label="Special Instructions (optional)" error={errors[`${path}.specialInstructions`]}>
          {(control) => <Textarea {...control} rows={2} {...register(`${path}.specialInstructions`)} />}
        </Field>
      </div>
    </fieldset>
  )
}

type ScrollTypeFieldProps = Pick<TargetFieldsProps, 'index' | 'bundle' | 'register'> & { error?: string }

/** Locked and shown read-only for a single-type bundle; a choice of the mixed options otherwise. */
function ScrollTypeField({ index, bundle, register, error }: ScrollTypeFieldProps) {
  if (bundle.scrollType !== 'mixed') {
    const label = mixedBundleOptions[bundle.scrollType].label
    return (
      <Field label="Scroll Type (fixed by the bundle)" error={error}>
        {(control) => <Input {...control} readOnly value={label} className="bg-parchment-deep/40" />}
      </Field>
    )
  }
  // the option prices only matter where the bundle has no fixed price of its own
  const priced = bundle.cents === null
  return (
    <Field label="Scroll Type" error={error}>
      {(control) => (
        <NativeSelect {...control} {...register(`targets.${index}.scrollType`)}>
          {mixedBundleOptionIds.map((id) => (
            <option key={id} value={id}>
              {priced
                ? `${mixedBundleOptions[id].label} (${formatCents(mixedBundleOptions[id].cents)})`
                : mixedBundleOptions[id].label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}
