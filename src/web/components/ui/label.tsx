import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

/** A control's label: `htmlFor` names the control it describes. */
export function Label({
  htmlFor,
  className,
  children,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cx('font-display text-sm font-semibold tracking-wide', className)}
      {...props}
    >
      {children}
    </label>
  )
}
