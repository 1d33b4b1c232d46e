import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

type NativeSelectProps = ComponentProps<'select'> & {
  /** the choices, value -> label, in order */
  options?: Readonly<Record<string, string>>
  /** a first, empty choice */
  placeholder?: string
}

/** A styled native select: it keeps the platform's keyboard and screen-reader behaviour for free. */
export function NativeSelect({ className, options, placeholder, children, ...props }: NativeSelectProps) {
  return (
    <select className={cx('field-control cursor-pointer', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options &&
        Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      {children}
    </select>
  )
}
