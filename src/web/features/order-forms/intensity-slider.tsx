import { type IntensityLevel, intensityLabels } from '@/domain/catalog-options'
import type { SingleScrollType } from '@/domain/catalog-products'
import { singleScrolls } from '@/domain/catalog-products'
import { Field } from '@/web/components/ui/field'
import { cx } from '@/web/lib/class-names'
import { useFormContext } from '@/web/lib/form/form-context'
import { useWatch } from '@/web/lib/form/use-form'
import type { ScrollFormValues } from './scroll-order-request'

function levelsOf(scrollType: SingleScrollType): IntensityLevel[] {
  const { min, max } = singleScrolls[scrollType].intensity
  return Array.from({ length: max - min + 1 }, (_, index) => (min + index) as IntensityLevel)
}

/** A 1-step slider over the product's slice of the intensity dial, its label read out with the value. */
export function IntensitySlider({ scrollType, label }: { scrollType: SingleScrollType; label: string }) {
  const form = useFormContext<ScrollFormValues>()
  const value = useWatch(form, 'intensity') as IntensityLevel
  const { min, max } = singleScrolls[scrollType].intensity
  const levels = levelsOf(scrollType)
  const current = intensityLabels[value] ?? ''
  // five labels do not fit a phone's width; there the two ends are enough
  const tickClass = cx(
    'flex-1 text-center first:text-left last:text-right',
    levels.length > 3 && 'max-sm:[&:not(:first-child):not(:last-child)]:hidden',
  )
  return (
    <Field label={label} error={form.errors.intensity}>
      {(fieldControl) => (
        <div className="flex flex-col gap-2">
          <p aria-hidden="true" className="font-display text-lg text-wax">
            {value} · {current}
          </p>
          <input
            {...fieldControl}
            type="range"
            min={min}
            max={max}
            step={1}
            aria-valuetext={`${value}: ${current}`}
            className="h-11 w-full cursor-pointer accent-wax"
            {...form.register('intensity', { valueAsNumber: true })}
          />
          <ol aria-hidden="true" className="flex justify-between gap-2 text-sm text-ink-soft">
            {levels.map((level) => (
              <li key={level} className={tickClass}>
                {intensityLabels[level]}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Field>
  )
}
