import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { isStaffRole } from '@/domain/staff-roles'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { showToast } from '@/web/components/ui/toast'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import {
  AuthError,
  isEmailTaken,
  type SessionUser,
  signIn,
  signUp,
  verifyBackupCode,
  verifyTotp,
} from './auth-client'
import { safeRedirectTarget } from './safe-redirect'
import { TotpCodeInput } from './totp-code-input'

type Tab = 'sign-in' | 'sign-up'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.'

/** `/auth?redirect=`: sign in (with a second factor when the account has one) or make an account. */
export function AuthPage() {
  useDocumentTitle('Sign In')
  const [tab, setTab] = useState<Tab>('sign-in')
  const [secondFactor, setSecondFactor] = useState(false)
  const [params] = useSearchParams()
  const navigate = useNavigate()

  // the page asked for, else the back office for staff and the shop for everyone else
  const goOn = (user: SessionUser) => {
    const target = safeRedirectTarget(params.get('redirect'), window.location.origin)
    navigate(target ?? (isStaffRole(user.role) ? '/admin' : '/'), { replace: true })
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-6 py-12">
      <h1 className="text-center font-display text-3xl text-ink">
        {secondFactor ? 'Two-Factor Verification' : 'Enter the Realm'}
      </h1>
      <p className="mt-2 text-center text-ink-soft">
        {secondFactor
          ? 'Enter the six-digit code from thy authenticator app.'
          : 'Sign in to thy account, or create one.'}
      </p>
      <div className="card mt-8 p-6">
        {secondFactor ? (
          <SecondFactorForm onVerified={goOn} />
        ) : (
          <>
            <Tabs tab={tab} onChange={setTab} />
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
              {tab === 'sign-in' ? (
                <SignInForm onSignedIn={goOn} onSecondFactor={() => setSecondFactor(true)} />
              ) : (
                <SignUpForm onSignedUp={goOn} onTakenEmail={() => setTab('sign-in')} />
              )}
            </div>
          </>
        )}
      </div>
    </main>
  )
}

const tabs: Array<{ id: Tab; label: string }> = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
]

function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null })
  // arrow keys move between tabs, as in every tab list
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const next: Tab = tab === 'sign-in' ? 'sign-up' : 'sign-in'
    onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label="Sign in or sign up"
      className="grid grid-cols-2 gap-2"
      onKeyDown={onKeyDown}
    >
      {tabs.map(({ id, label }) => (
        <button
          key={id}
          ref={(element) => {
            refs.current[id] = element
          }}
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={tab === id}
          aria-controls={`panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onChange(id)}
          className={tab === id ? 'btn-primary' : 'btn-secondary'}
        >
          {label}
        </button>
      ))}
    </div>
  )
}

function SignInForm({
  onSignedIn,
  onSecondFactor,
}: {
  onSignedIn: (user: SessionUser) => void
  onSecondFactor: () => void
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(undefined)
    try {
      const result = await signIn(String(form.get('email')), String(form.get('password')))
      if (result.twoFactorRedirect) return onSecondFactor()
      void showToast({ title: 'Successfully signed in!', variant: 'success' })
      onSignedIn(result.user)
    } catch (caught) {
      const message = messageOf(caught)
      setError(message)
      void showToast({ title: `Authentication failed: ${message}`, variant: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
      <Field label="Email" required>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field label="Password" required error={error}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" />}
      </Field>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  )
}

function SignUpForm({
  onSignedUp,
  onTakenEmail,
}: {
  onSignedUp: (user: SessionUser) => void
  onTakenEmail: () => void
}) {
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<{ confirm?: string; form?: string }>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password'))
    if (password !== String(form.get('confirm'))) {
      setErrors({ confirm: 'Passwords do not match' })
      return
    }
    setPending(true)
    setErrors({})
    try {
      const { user } = await signUp(String(form.get('name')).trim(), String(form.get('email')), password)
      void showToast({
        title: 'Account created successfully!',
        description: 'Thou art signed in.',
        variant: 'success',
      })
      onSignedUp(user)
    } catch (caught) {
      if (isEmailTaken(caught)) {
        void showToast({
          title: 'An account with this email already exists. Please sign in instead.',
          variant: 'error',
        })
        onTakenEmail()
        return
      }
      const message = messageOf(caught)
      setErrors({ form: message })
      void showToast({ title: `Sign up failed: ${message}`, variant: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Name" required>
        {(control) => <Input {...control} name="name" autoComplete="name" maxLength={100} />}
      </Field>
      <Field label="Email" required>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field label="Password" required hint="At least 8 characters." error={errors.form}>
        {(control) => (
          <Input {...control} name="password" type="password" autoComplete="new-password" minLength={8} />
        )}
      </Field>
      <Field label="Confirm Password" required error={errors.confirm}>
        {(control) => <Input {...control} name="confirm" type="password" autoComplete="new-password" />}
      </Field>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  )
}

function SecondFactorForm({ onVerified }: { onVerified: (user: SessionUser) => void }) {
  const [backup, setBackup] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const hintId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code'))
    setPending(true)
    setError(undefined)
    try {
      const { user } = backup ? await verifyBackupCode(code) : await verifyTotp(code)
      void showToast({ title: 'Successfully signed in!', variant: 'success' })
      onVerified(user)
    } catch (caught) {
      const message =
        caught instanceof AuthError && caught.code === 'INVALID_CODE'
          ? 'That code is not right. Try the newest one.'
          : messageOf(caught)
      setError(message)
      void showToast({ title: `Authentication failed: ${message}`, variant: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={hintId}>
      <p id={hintId} className="sr-only">
        {backup ? 'Enter one of thy backup codes.' : 'Enter the code thy authenticator app shows.'}
      </p>
      <Field label={backup ? 'Backup Code' : 'Authentication Code'} required error={error}>
        {(control) =>
          backup ? (
            <Input {...control} key="backup" name="code" autoComplete="off" />
          ) : (
            <TotpCodeInput key="totp" {...control} />
          )
        }
      </Field>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </button>
      <button type="button" className="text-sm text-wax underline" onClick={() => setBackup(!backup)}>
        {backup ? 'Use thy authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  )
}
