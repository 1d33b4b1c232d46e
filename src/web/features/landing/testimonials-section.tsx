import { SectionShell } from '@/web/components/section-shell'

const testimonials = [
  {
    quote:
      'My former roommate read his scroll aloud to his new roommates. They have since bought a dishwasher.',
    author: 'Tobias, Vanquisher of Dishes',
  },
  {
    quote: 'I ordered a Cursed Scroll for my landlord. The heating was mended the very next morn.',
    author: 'Margery of Flat 4B',
  },
  {
    quote: 'I sent a Love Me Scroll and received a yes. Best fifteen minutes of courage I never had to find.',
    author: 'A smitten knight, anonymous by choice',
  },
]

export function TestimonialsSection() {
  return (
    <SectionShell
      titleId="testimonials-title"
      title="Praise from the Realm"
      className="section"
      width="max-w-6xl"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author} className="card p-6">
            <figure>
              <blockquote className="text-lg italic">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 font-display text-sm text-wax">{testimonial.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
