import { SectionShell } from '@/web/components/section-shell'

const testimonials = [
  {
    quote: 'Three scrolls, three targets, one glorious Tuesday. My office has never been so quiet.',
    author: 'Edmund the Overlooked, Middle Management',
  },
  {
    quote: 'I bought the Arsenal for my ex, then found two more worthy recipients before the week was out.',
    author: 'Beatrix of the Group Chat',
  },
  {
    quote: 'Cheaper than therapy and far more satisfying. The wax seals are a lovely touch.',
    author: 'Sir Cedric, Recovering Pushover',
  },
  {
    quote: 'My neighbours finally stopped parking across my driveway. One scroll each did it.',
    author: 'Agnes of Cul-de-Sac Row',
  },
]

export function BundleTestimonials() {
  return (
    <SectionShell titleId="bundle-testimonials-title" title="Victorious Customers" className="mt-16">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author} className="card p-6">
            <figure>
              <blockquote className="italic">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 font-display text-sm text-wax">{testimonial.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
