import { useState } from 'react'
import type { CareerRole } from '@/domain/career-application'
import { CareerForm } from './career-form'
import { RolePicker } from './role-picker'

/** The career section's interactive part: choosing a calling reveals its application form. */
export function CareerApplication() {
  const [role, setRole] = useState<CareerRole>()
  return (
    <div className="flex flex-col gap-8">
      <RolePicker role={role} onChoose={setRole} />
      {role && <CareerForm role={role} onDone={() => setRole(undefined)} />}
    </div>
  )
}
