import { type ComponentProps, type ReactNode, useId } from 'react'
import { cx } from '@/web/lib/class-names'

type ChoiceGroupProps = { legend: string; hint?: string; children: ReactNode }

/** A fieldset of radio buttons or checkboxes; its legend names the group for screen readers. */
export function ChoiceGroup({ legend, hint, children }: ChoiceGroupProps) {
  const hintId = useId()
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="font-display text-sm font-semibold tracking-wide">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-col gap-2">{children}</div>
    </fieldset>
  )
}

type ChoiceOptionProps = Omit<ComponentProps<'input'>, 'type'> & {
  type: 'checkbox' | 'radio'
  label: string
  description?: string
  /** shown at the right, read out as part of the option's name */
  price?: string
}

/** One option of a ChoiceGroup: the whole row is clickable; a disabled one says why beside it. */
export function ChoiceOption({
  label,
  description,
  price,
  className,
  disabled,
  ...input
}: ChoiceOptionProps) {
  const id = useId()
  return (
    <label
      className={cx(
        'flex items-start gap-3 rounded-md border-2 px-3 py-2.5',
        disabled
          ? 'cursor-not-allowed border-dashed border-parchment-deep text-ink-soft'
          : 'cursor-pointer border-parchment-deep has-checked:border-wax has-checked:bg-parchment hover:border-gold',
        className,
      )}
    >
      <input
        className="mt-1 size-5 shrink-0 cursor-[inherit] accent-wax"
        disabled={disabled}
        aria-labelledby={price ? `${id}-label ${id}-price` : `${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        {...input}
      />
      <span className="flex grow flex-wrap items-baseline justify-between gap-x-3">
        <span id={`${id}-label`} className="font-display font-semibold">
          {label}
        </span>
        {price && (
          <span id={`${id}-price`} className="whitespace-nowrap">
            {price}
          </span>
        )}
        {description && (
          <span id={`${id}-description`} className="w-full text-base text-ink-soft">
            {description}
          </span>
        )}
      </span>
    </label>
  )
}
