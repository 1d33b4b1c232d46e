import { type CareerRole, careerRoles } from '@/domain/career-roles'

const pitches: Record<CareerRole, { icon: string; pitch: string }> = {
  scribe: {
    icon: '✒',
    pitch:
      'Pen rants, roasts and love letters in the olde tongue. Thou wieldest sarcasm like a sword and semicolons like daggers.',
  },
  herald: {
    icon: '⚜',
    pitch:
      'Proclaim our scrolls across the social realms. A loud voice, a loyal following and a taste for campaigns preferred.',
  },
}

type RolePickerProps = { role: CareerRole | undefined; onChoose: (role: CareerRole) => void }

/** Two toggle buttons: pressing one chooses that calling (and reveals its form). */
export function RolePicker({ role, onChoose }: RolePickerProps) {
  return (
    <fieldset>
      <legend className="sr-only">Choose thy calling</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {(Object.keys(careerRoles) as CareerRole[]).map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={role === id}
            onClick={() => onChoose(id)}
            className={`card flex flex-col items-start gap-2 border-2 p-6 text-left transition-colors ${
              role === id ? 'border-wax bg-parchment' : 'border-transparent hover:border-gold'
            }`}
          >
            <span className="flex w-full items-center justify-between gap-3">
              <span id={`role-${id}-title`} className="font-display text-2xl">
                {careerRoles[id].title}
              </span>
              <span aria-hidden="true" className="text-3xl">
                {pitches[id].icon}
              </span>
            </span>
            <span id={`role-${id}-pitch`} className="text-ink-soft">
              {pitches[id].pitch}
            </span>
            <span aria-hidden="true" className="font-display text-sm text-wax">
              {role === id ? 'Chosen' : 'Choose this calling'}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  )
}
