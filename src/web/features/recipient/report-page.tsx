import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'react-router'
import { Field } from '@/web/components/ui/field'
import { Textarea } from '@/web/components/ui/textarea'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { reportScroll } from './api/report-scroll'
import { failureText, RecipientShell } from './recipient-shell'

const NOTE_MAX = 1000

type State =
  | { step: 'writing'; noteError?: string; failure?: string }
  | { step: 'sending' }
  | { step: 'done' }

/**
 * /report/:token, the "Report this scroll" link of a scroll's email: the recipient's note puts the order
 * before a person on the shop's staff. The page says nothing of the order or who placed it.
 */
export function ReportPage() {
  const { token = '' } = useParams()
  useDocumentTitle('Report This Scroll')
  const [note, setNote] = useState('')
  const [state, setState] = useState<State>({ step: 'writing' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setState({ step: 'sending' })
    reportScroll(token, note).then(
      () => setState({ step: 'done' }),
      (error: Error) => {
        const noteError = error instanceof ApiError ? error.fields.note : undefined
        setState(
          noteError ? { step: 'writing', noteError } : { step: 'writing', failure: failureText(error) },
        )
      },
    )
  }

  if (state.step === 'done') {
    return (
      <RecipientShell title="Thy Report Is Received">
        <p role="status">
          A scribe will read thy report and the scroll it speaks of, and weigh it against the Scribes' Code.
        </p>
        <p className="text-ink-soft">
          Want no scroll from the Scriptorium ever again? Use the “Never send me another scroll” link at the
          foot of the email.
        </p>
      </RecipientShell>
    )
  }
  return (
    <RecipientShell title="Report This Scroll">
      <p>
        Did this scroll go beyond a comic insult? Tell the scribes. A person reads every report and looks at
        the scroll again against{' '}
        <Link to="/scribes-code" className="underline">
          the Scribes' Code
        </Link>
        .
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="What went wrong (optional)"
          hint={`At most ${NOTE_MAX} characters.`}
          error={state.step === 'writing' ? state.noteError : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {state.step === 'writing' && state.failure && <p role="alert">{state.failure}</p>}
        <button type="submit" className="btn-primary self-start" disabled={state.step === 'sending'}>
          {state.step === 'sending' ? 'Sending...' : 'Send Report'}
        </button>
      </form>
    </RecipientShell>
  )
}
