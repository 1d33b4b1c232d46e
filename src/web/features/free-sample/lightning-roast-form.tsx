import { useNavigate } from 'react-router'
import type { z } from 'zod'
import type { lightningRoastEntrySchema } from '@/domain/free-samples'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { enterLightningRoast } from './api/enter-lightning-roast'
import type { FreeRantState } from './free-rant-state'

type EntryFormValues = z.input<typeof lightningRoastEntrySchema>

const blank: EntryFormValues = { name: '', targetName: '', email: '' }
const schema = lazyZodResolver(() => import('@/domain/free-samples').then((m) => m.lightningRoastEntrySchema))

export function LightningRoastForm() {
  const form = useForm({ resolver: schema.resolver, defaultValues: blank })
  const { errors } = form
  const navigate = useNavigate()
  const entering = useSendForm(form, {
    send: enterLightningRoast,
    fields: ['name', 'targetName', 'email'],
    failed: () => ({
      title: 'Entry Failed',
      description: 'The ravens are having trouble. Please try again.',
      variant: 'error',
    }),
    onSent: (_, entry) => {
      const state: FreeRantState = { targetName: entry.targetName, email: entry.email }
      navigate('/free-rant-confirmation', { state })
    },
  })

  return (
    <form
      noValidate
      onSubmit={entering.submit}
      onFocus={schema.preload}
      aria-labelledby="drawing-form-title"
      className="card flex flex-col gap-5 p-5 sm:p-8"
    >
      <h3 id="drawing-form-title" className="text-xl">
        Enter This Week’s Drawing
      </h3>
      <Field label="Thy Name (optional)" error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label="Target Name" required error={errors.targetName}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('targetName')} />}
      </Field>
      <Field label="Thy Email" required hint="We write only if thou winnest." error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <button type="submit" className="btn-primary self-start" disabled={entering.busy}>
        {entering.busy ? 'Entering...' : 'Enter the Drawing'}
      </button>
      <ScribesCodeNote />
    </form>
  )
}
