import type { FieldControlProps } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'

/** The six digits of an authenticator app, as phones offer to fill them in (a space in the middle is fine). */
export function TotpCodeInput(control: FieldControlProps) {
  return (
    <Input
      {...control}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
    />
  )
}
