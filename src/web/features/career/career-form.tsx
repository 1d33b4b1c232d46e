import { useEffect, useRef } from 'react'
import type { CareerRole } from '@/domain/career-roles'
import { showToast } from '@/web/components/ui/toast'
import { ApiError } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { submitCareerApplication } from './api/submit-career-application'
import { type CareerAnswers, CareerFields } from './career-fields'

/** Spec: the success toast shows for 5 s, a failure for 6 s; the form resets 1 s after success. */
const SENT_TOAST_MS = 5000
const FAILED_TOAST_MS = 6000
const RESET_DELAY_MS = 1000

// the role comes from the role picker, so the form checks only the answers
const answersSchema = lazyZodResolver(() =>
  import('@/domain/career-application').then((m) => m.careerApplicationSchema.omit({ role: true })),
)

const blank: CareerAnswers = {
  name: '',
  email: '',
  experience: '',
  portfolio: '',
  socialHandles: '',
  followerCount: '',
  campaignExperience: '',
}

const answerFields = Object.keys(blank) as (keyof CareerAnswers)[]

type CareerFormProps = {
  role: CareerRole
  /** called a second after a successful application, to clear the form and the role choice */
  onDone: () => void
}

export function CareerForm({ role, onDone }: CareerFormProps) {
  const form = useForm({
    resolver: answersSchema.resolver,
    defaultValues: blank,
    // the other role's fields are hidden, and a hidden field must not be sent
    dropUnmountedFields: true,
  })
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(doneTimer.current), [])

  const applying = useSendForm(form, {
    send: (answers: CareerAnswers) => submitCareerApplication({ role, ...answers }),
    fields: answerFields,
    failed: (error) => ({
      title: 'Application Failed',
      description: `The ravens are having trouble: ${error instanceof ApiError ? error.message : 'Please try again later.'}`,
      variant: 'error',
      duration: FAILED_TOAST_MS,
    }),
    onSent: () => {
      showToast({
        title: 'Application Sent!',
        description: 'The council shall review thy application within 3-5 business days.',
        variant: 'success',
        duration: SENT_TOAST_MS,
      })
      doneTimer.current = setTimeout(onDone, RESET_DELAY_MS)
    },
    onInvalid: () =>
      showToast({
        title: 'Missing Information',
        description: 'Please fill in all required fields and select a role',
        variant: 'error',
      }),
  })

  return (
    <form
      noValidate
      onSubmit={applying.submit}
      onFocus={answersSchema.preload}
      className="card flex flex-col gap-5 p-6 motion-safe:animate-rise-in sm:p-8"
    >
      <CareerFields role={role} register={form.register} errors={form.errors} />
      <button type="submit" className="btn-primary self-start" disabled={applying.busy}>
        {applying.busy ? 'Sending Application...' : 'Send Application'}
      </button>
    </form>
  )
}
