import type { z } from 'zod'
import { freeSamples } from '@/domain/free-sample-texts'
import type { FreeSampleRequest, freeSampleRequestSchema } from '@/domain/free-samples'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { showToast } from '@/web/components/ui/toast'
import { ApiError } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { useForm } from '@/web/lib/form/use-form'
import { useFreeSampleUsage } from './api/free-sample-usage'
import { isDailyLimit, useTakeFreeSample } from './api/take-free-sample'
import { TakenSampleView } from './taken-sample-view'

type SampleFormValues = z.input<typeof freeSampleRequestSchema>

const schema = lazyZodResolver(() => import('@/domain/free-samples').then((m) => m.freeSampleRequestSchema))

const limitMessage = 'Thou hast had thy free samples for today. Come back tomorrow, or order a full scroll.'
const showLimitToast = () =>
  showToast({ title: 'Daily Limit Reached', description: limitMessage, variant: 'error' })

export function FreeSamplePicker() {
  const usage = useFreeSampleUsage()
  const takeSample = useTakeFreeSample()
  const form = useForm<SampleFormValues, FreeSampleRequest>({
    resolver: schema.resolver,
    defaultValues: { name: '', sampleId: freeSamples[0].id },
  })
  const { errors } = form
  const { limit, remaining } = usage.data
  const limitReached = remaining <= 0

  const take = (request: FreeSampleRequest) =>
    takeSample.mutate(request, {
      onSuccess: (taken) => {
        usage.update(taken)
        if (taken.remaining <= 0) showLimitToast()
      },
      onError: (error) => {
        if (isDailyLimit(error)) {
          usage.reload()
          return showLimitToast()
        }
        showToast({
          title: 'The Scribes Are Busy',
          description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
          variant: 'error',
        })
      },
    })

  return (
    <section aria-labelledby="sample-title" className="card flex flex-col gap-6 p-5 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sample-title" className="text-2xl">
          Take a Free Sample
        </h2>
        <p aria-live="polite" className="font-display text-wax">
          {remaining} of {limit} free samples left today
        </p>
      </div>
      {limitReached && (
        <div role="status" className="rounded-lg border-2 border-wax p-4">
          <p className="font-display font-semibold text-wax">Daily Limit Reached</p>
          <p>{limitMessage}</p>
        </div>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(take)}
        onFocus={schema.preload}
        aria-labelledby="sample-title"
      >
        <fieldset disabled={limitReached} className="flex flex-col gap-5 disabled:opacity-60">
          <Field
            label="A Name to Roast"
            required
            hint="Thine own, or a friend's who can take a jest."
            error={errors.name}
          >
            {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-display text-sm font-semibold tracking-wide">Choose a Sample</legend>
            <div className="mt-1.5 grid gap-3 sm:grid-cols-3">
              {freeSamples.map((sample) => (
                <label
                  key={sample.id}
                  className="card flex cursor-pointer items-center gap-3 p-4 has-checked:border-wax has-checked:bg-parchment"
                >
                  <input
                    type="radio"
                    value={sample.id}
                    className="size-4 shrink-0 accent-wax"
                    {...form.register('sampleId')}
                  />
                  <span className="font-display font-semibold">{sample.title}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary self-start" disabled={takeSample.isPending}>
            {takeSample.isPending ? 'Unrolling the Scroll...' : 'Reveal My Sample'}
          </button>
        </fieldset>
      </form>
      <div aria-live="polite">{takeSample.data && <TakenSampleView sample={takeSample.data.sample} />}</div>
    </section>
  )
}
