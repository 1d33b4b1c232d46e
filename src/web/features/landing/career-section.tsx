import { lazy } from 'react'
import { LoadWhenNear } from '@/web/components/load-when-near'

// the form loads when the section nears the viewport
const CareerApplication = lazy(() =>
  import('../career/career-application').then((m) => ({ default: m.CareerApplication })),
)

export function CareerSection() {
  return (
    <section
      id="careers"
      tabIndex={-1}
      aria-labelledby="careers-title"
      className="section scroll-mt-4 bg-parchment-deep/50"
    >
      <div className="mx-auto max-w-4xl">
        <h2 id="careers-title" className="section-title flourish">
          Join the Scriptorium
        </h2>
        <p className="section-lede">
          The council seeks sharp quills and loud voices. Choose thy calling and tell us why thou art worthy.
        </p>
        <div className="mt-10">
          <LoadWhenNear anchor="careers" placeholder={<div className="min-h-[16rem]" />}>
            <CareerApplication />
          </LoadWhenNear>
        </div>
      </div>
    </section>
  )
}
