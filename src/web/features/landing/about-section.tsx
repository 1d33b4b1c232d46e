import { deliveryPromise } from '@/domain/delivery-times'

const deliveryFacts = [
  'By email, as a PDF adorned with wax-seal imagery, sent to thy target or to thee.',
  `Standard delivery arrives ${deliveryPromise('standard')} of payment; swifter couriers gallop for a fee on the order forms.`,
  'Physical parchment, carried by a very tired courier, by special request only: write to the council.',
]

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="section bg-parchment-deep/50">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl sm:text-4xl">
            About the Scriptorium
          </h2>
          <p className="mt-4">
            We began when we noticed that nobody writes proper letters any more, least of all angry ones.
            Emails had grown timid, texts had shrunk to a single thumbs-up, and grudges festered unspoken in
            every kingdom.
          </p>
          <p className="mt-4">
            Behind the thees and thous is a real shop. Our scribe engine writes every scroll from thy story,
            so no two read alike, and our staff may read and edit a scroll before it goes out. We roast with
            wit, never with cruelty, and we refuse threats, slander and anything that would get thee (or us)
            thrown in the dungeon.
          </p>
        </div>
        <div className="card p-6">
          <h3 className="text-2xl">How Thy Scroll Arrives</h3>
          <ul className="mt-4 flex list-none flex-col gap-3">
            {deliveryFacts.map((fact) => (
              <li key={fact} className="flex gap-3">
                <span aria-hidden="true" className="text-wax">
                  ✦
                </span>
                <span>{fact}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
