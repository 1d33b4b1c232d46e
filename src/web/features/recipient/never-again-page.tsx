import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { optOut } from './api/opt-out'
import { failureText, RecipientShell } from './recipient-shell'

type State = { step: 'asking' } | { step: 'sending' } | { step: 'done' } | { step: 'failed'; message: string }

/**
 * /never-again/:token, the "Never send me another scroll" link of a scroll's email (product decision 28):
 * one button puts the address on the do-not-send list, for every customer. Nothing here says who sent
 * the scroll; a visit alone changes nothing, since mail scanners open links too.
 */
export function NeverAgainPage() {
  const { token = '' } = useParams()
  useDocumentTitle('No More Scrolls')
  const [state, setState] = useState<State>({ step: 'asking' })

  const send = () => {
    setState({ step: 'sending' })
    optOut(token).then(
      () => setState({ step: 'done' }),
      (error: Error) => setState({ step: 'failed', message: failureText(error) }),
    )
  }

  if (state.step === 'done') {
    return (
      <RecipientShell title="It Is Done">
        <p role="status">
          The scribes have struck this address from every quill. No scroll shall reach it again, whoever
          orders one.
        </p>
        <p className="text-ink-soft">
          Should thou ever wish to hear from the Scriptorium after all, write to the council and they will set
          things right.
        </p>
      </RecipientShell>
    )
  }
  return (
    <RecipientShell title="No More Scrolls">
      <p>
        A scroll from the Scriptorium found its way to thee. Press the button below and the scribes shall send
        this address no other scroll, from anyone, ever.
      </p>
      <p className="text-ink-soft">
        The scribes write comic insults, never real harm: see{' '}
        <Link to="/scribes-code" className="underline">
          the Scribes' Code
        </Link>
        .
      </p>
      {state.step === 'failed' && <p role="alert">{state.message}</p>}
      <button
        type="button"
        className="btn-primary self-start"
        disabled={state.step === 'sending'}
        onClick={send}
      >
        {state.step === 'sending' ? 'Striking thy name...' : 'Never send me another scroll'}
      </button>
    </RecipientShell>
  )
}
