import { SectionShell } from '@/web/components/section-shell'

const reasons = [
  {
    title: 'Thy rage is hot, but thy prose is lukewarm',
    body: 'Angry drafts ramble. Ours march in formation, every insult polished until it gleams like a freshly forged blade.',
  },
  {
    title: 'Thou wouldst be recognised',
    body: 'Choose “Deliver anonymously” and thy target receives the scroll signed by an anonymous well-wisher, never with thy name or email.',
  },
  {
    title: 'Thou ownest no wax seal',
    body: 'Every scroll arrives as a PDF adorned with wax-seal imagery, ready to haunt an inbox for all eternity.',
  },
  {
    title: 'Thy afternoon is worth more than thy grudge',
    body: 'Thou gettest thy day back and we get to be dreadful on thy behalf. Everyone wins, save the target.',
  },
]

export function WhySection() {
  return (
    <SectionShell
      titleId="why-title"
      title="Why Not Write It Myself?"
      lede="A fair question, asked by every soul moments before they hire us."
      className="section bg-parchment-deep/50"
      width="max-w-5xl"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title} className="card p-6">
            <h3 className="text-xl text-wax">{reason.title}</h3>
            <p className="mt-2">{reason.body}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
