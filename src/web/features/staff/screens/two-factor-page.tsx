import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { showToast } from '@/web/components/ui/toast'
import { enableTwoFactor, verifyTotp } from '../../auth/auth-client'
import { TotpCodeInput } from '../../auth/totp-code-input'
import { BackupCodes } from '../components/backup-codes'
import { QrCode } from '../components/qr-code'
import { StaffPage } from '../components/staff-page'
import { staffMemberKey } from '../lib/staff-member'

type Enrolment = { totpURI: string; backupCodes: string[] }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.')

/**
 * Setting up the second factor: the password again, then a QR code and backup codes, then the first code
 * from the app, which switches it on. `required`: the shop asks for it before anything else.
 */
export function TwoFactorPage({
  required = false,
  enabled = false,
}: {
  required?: boolean
  enabled?: boolean
}) {
  const [enrolment, setEnrolment] = useState<Enrolment>()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(enabled)
  const queryClient = useQueryClient()

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setError(undefined)
    try {
      setEnrolment(await enableTwoFactor(String(new FormData(event.currentTarget).get('password'))))
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setPending(false)
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setError(undefined)
    try {
      await verifyTotp(String(new FormData(event.currentTarget).get('code')))
      setDone(true)
      setEnrolment(undefined)
      void showToast({ title: 'Two-factor authentication is on', variant: 'success' })
      await queryClient.invalidateQueries({ queryKey: staffMemberKey })
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <StaffPage
      title="Two-Factor Authentication"
      description={
        required
          ? 'The shop asks every staff member for a second factor. Set it up to open the back office.'
          : 'A code from an authenticator app, asked for at every sign-in after the password.'
      }
    >
      <section className="card max-w-xl p-6">
        {done ? (
          <p>Two-factor authentication is on for thy account. Each sign-in asks for a code from thy app.</p>
        ) : enrolment ? (
          <div className="flex flex-col gap-5">
            <p>
              Scan this code with an authenticator app (such as Aegis, Google Authenticator or 1Password).
            </p>
            <QrCode value={enrolment.totpURI} label="QR code for thy authenticator app" />
            <details>
              <summary className="cursor-pointer text-wax underline">
                Cannot scan? Enter the key by hand
              </summary>
              <code className="mt-2 block break-all rounded bg-parchment-deep p-2 text-sm">
                {new URL(enrolment.totpURI).searchParams.get('secret')}
              </code>
            </details>
            <BackupCodes codes={enrolment.backupCodes} />
            <form onSubmit={confirm} className="flex flex-col gap-4">
              <Field label="Code from the app" required error={error}>
                {(control) => <TotpCodeInput {...control} />}
              </Field>
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? 'Verifying...' : 'Turn On'}
              </button>
            </form>
          </div>
        ) : (
          <form onSubmit={start} className="flex flex-col gap-4">
            <Field label="Thy password" required error={error}>
              {(control) => (
                <Input {...control} name="password" type="password" autoComplete="current-password" />
              )}
            </Field>
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? 'Preparing...' : 'Set Up Two-Factor Authentication'}
            </button>
          </form>
        )}
      </section>
    </StaffPage>
  )
}
