import { lazy } from 'react'
import { LoadWhenNear } from '@/web/components/load-when-near'
import { SectionShell } from '@/web/components/section-shell'

// the form loads when the section nears the viewport
const CareerApplication = lazy(() =>
  import('../career/career-application').then((m) => ({ default: m.CareerApplication })),
)

export function CareerSection() {
  return (
    <SectionShell
      anchor="careers"
      titleId="careers-title"
      title="Join the Scriptorium"
      lede="The council seeks sharp quills and loud voices. Choose thy calling and tell us why thou art worthy."
      className="section scroll-mt-4 bg-parchment-deep/50"
      width="max-w-4xl"
    >
      <div className="mt-10">
        <LoadWhenNear anchor="careers" placeholder={<div className="min-h-[16rem]" />}>
          <CareerApplication />
        </LoadWhenNear>
      </div>
    </SectionShell>
  )
}
