import { SectionShell } from '@/web/components/section-shell'

const scribes = [
  {
    name: 'Brother Bartholomew the Bitter',
    initials: 'BB',
    role: 'Head of Petty Grievances',
    bio: 'Took a vow of silence in 1997 and has been writing furious letters ever since.',
  },
  {
    name: 'Lady Griselda Inkwrath',
    initials: 'GI',
    role: 'Mistress of the Cursed Scroll',
    bio: 'Once made a tax collector apologise to his own horse. The horse accepted.',
  },
  {
    name: 'Sir Reginald Quillsworth III',
    initials: 'RQ',
    role: 'Royal Roastmaster',
    bio: 'Knighted for services to sarcasm; banned from two monasteries and one book club.',
  },
  {
    name: 'Sister Rosamund of the Tender Quill',
    initials: 'RT',
    role: 'Keeper of the Love Me Scrolls',
    bio: 'Writes declarations so sincere that even her rejection letters come with a handkerchief.',
  },
]

export function ScribesSection() {
  return (
    <SectionShell
      titleId="scribes-title"
      title="Meet the Scribes"
      lede="Four of the voices our scribe engine writes in, pictured as the scribes who might hold its quill. Temperaments questionable; existence doubtful."
      className="section"
      width="max-w-6xl"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {scribes.map((scribe) => (
          <li key={scribe.name} className="card flex flex-col items-center p-6 text-center">
            <span className="wax-seal size-16 text-xl" aria-hidden="true">
              {scribe.initials}
            </span>
            <h3 className="mt-4 text-lg">{scribe.name}</h3>
            <p className="mt-1 font-display text-sm text-wax">{scribe.role}</p>
            <p className="mt-2 text-ink-soft">{scribe.bio}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
