import * as DialogPrimitive from '@radix-ui/react-dialog'
import { type FormEvent, useState } from 'react'
import { type CodeRule, codeRules, scribesCodeRules } from '@/domain/scribes-code'
import { DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog'

type Props = {
  /** what the confirmation names: the order, the refund and who gets it */
  orderNumber: number
  total: string
  customerName: string
  /** the rule the screen named first, chosen to start with */
  suggested: CodeRule | undefined
  busy: boolean
  onRefuse: (rule: CodeRule) => void
}

/** "Refuse and Refund": the rule of the Scribes' Code the order breaks, then a confirmation. */
export function RefuseOrderDialog({ orderNumber, total, customerName, suggested, busy, onRefuse }: Props) {
  const [rule, setRule] = useState<CodeRule | undefined>(suggested)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!rule) return
    const title = scribesCodeRules[rule].title
    if (
      window.confirm(
        `Refuse order No. ${orderNumber} under “${title}” and refund ${total} to ${customerName}? Nothing is sent, and this cannot be undone.`,
      )
    )
      onRefuse(rule)
  }
  return (
    <DialogContent className="max-w-lg">
      <DialogTitle>Refuse and Refund</DialogTitle>
      <DialogDescription>
        Choose the rule of the Scribes’ Code this order breaks. The customer is refunded {total} in full and
        their letter names the rule.
      </DialogDescription>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-display text-sm font-semibold tracking-wide">
            The rule it breaks
          </legend>
          {codeRules.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-ink/15 p-3 has-checked:border-wax"
            >
              <input
                type="radio"
                name="rule"
                value={id}
                checked={rule === id}
                onChange={() => setRule(id)}
                className="mt-1"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{scribesCodeRules[id].title}</span>
                <span className="text-ink-soft text-sm">{scribesCodeRules[id].rule}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <DialogPrimitive.Close className="btn-secondary">Cancel</DialogPrimitive.Close>
          <button type="submit" className="btn-primary" disabled={!rule || busy}>
            {busy ? 'Refunding...' : 'Refuse and Refund'}
          </button>
        </div>
      </form>
    </DialogContent>
  )
}
