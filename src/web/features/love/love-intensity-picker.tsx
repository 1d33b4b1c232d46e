import { useId } from 'react'
import { type LoveIntensity, loveIntensities, loveIntensityIds } from '@/domain/catalog-options'
import type { FieldRegistration } from '@/web/lib/form/use-form'

const descriptions: Record<LoveIntensity, string> = {
  love_me: 'A heartfelt declaration, sealed with a kiss of wax',
  love_me_not: 'A gentle letting-down, kinder than silence',
  harsh_rejection: 'The door, slammed shut with poetic finality',
}

/** The three love intensities as radio cards: one choice, arrow keys move between them. */
export function LoveIntensityPicker({ registration }: { registration: FieldRegistration }) {
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-display text-sm font-semibold tracking-wide">Matter of the Heart</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-3">
        {loveIntensityIds.map((intensity) => (
          <div
            key={intensity}
            className="card relative flex gap-3 p-4 has-checked:border-wax has-checked:bg-parchment"
          >
            <input
              type="radio"
              id={`${id}-${intensity}`}
              value={intensity}
              aria-describedby={`${id}-${intensity}-hint`}
              className="relative z-10 mt-1.5 size-4 shrink-0 accent-wax"
              {...registration}
            />
            <div>
              {/* the label's overlay makes the whole card pick the feeling */}
              <label
                htmlFor={`${id}-${intensity}`}
                className="block cursor-pointer font-display font-semibold after:absolute after:inset-0"
              >
                {loveIntensities[intensity].label}
              </label>
              <p id={`${id}-${intensity}-hint`} className="text-sm text-ink-soft">
                {descriptions[intensity]}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
