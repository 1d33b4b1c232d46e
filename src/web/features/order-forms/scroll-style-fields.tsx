import { formattingFlags, tones } from '@/domain/catalog-options'
import { type SingleScrollType, singleScrolls } from '@/domain/catalog-products'
import { Field } from '@/web/components/ui/field'
import { NativeSelect } from '@/web/components/ui/native-select'
import { useFormContext } from '@/web/lib/form/form-context'
import { ChoiceGroup, ChoiceOption } from './choice-group'
import { FormSection } from './form-section'
import { IntensitySlider } from './intensity-slider'
import { scrollFormCopy } from './scroll-form-copy'
import type { ScrollFormValues } from './scroll-order-request'

/** How the scroll reads: style, tone, intensity and (on the fiercer scrolls) its formatting tantrums. */
export function ScrollStyleFields({ scrollType }: { scrollType: SingleScrollType }) {
  const { register, errors } = useFormContext<ScrollFormValues>()
  const copy = scrollFormCopy[scrollType]
  const styles = Object.entries(singleScrolls[scrollType].styles)
  return (
    <FormSection title="The Scroll">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Writing Style" required error={errors.style}>
          {(control) => (
            <NativeSelect {...control} {...register('style')}>
              <option value="">Choose a style</option>
              {styles.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {copy.extras && (
          <Field label="Tone (optional)" error={errors.tone}>
            {(control) => (
              <NativeSelect
                {...control}
                {...register('tone')}
                options={tones}
                placeholder="No particular tone"
              />
            )}
          </Field>
        )}
      </div>
      <IntensitySlider scrollType={scrollType} label={copy.intensityLabel} />
      {copy.extras && (
        <ChoiceGroup legend="Formatting" hint="Free of charge. Untick what the target does not deserve.">
          {(Object.entries(formattingFlags) as [keyof typeof formattingFlags, string][]).map(
            ([id, label]) => (
              <ChoiceOption key={id} type="checkbox" label={label} {...register(id)} />
            ),
          )}
        </ChoiceGroup>
      )}
    </FormSection>
  )
}
