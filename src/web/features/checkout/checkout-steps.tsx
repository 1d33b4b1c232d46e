import { cx } from '@/web/lib/class-names'

const steps = {
  order: 'Thy order',
  review: 'Review & pay',
  payment: 'Payment',
  confirmation: 'Confirmation',
} as const

export type CheckoutStep = keyof typeof steps

/** Where the customer is among the four steps every order takes, the same for every product. */
export function CheckoutSteps({ current, className }: { current: CheckoutStep; className?: string }) {
  return (
    <p className={cx('text-center text-sm text-ink-soft', className)}>
      Step {Object.keys(steps).indexOf(current) + 1} of 4:{' '}
      <strong className="font-display text-wax">{steps[current]}</strong>
    </p>
  )
}
