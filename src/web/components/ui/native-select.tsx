import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

/** A styled native select: it keeps the platform's keyboard and screen-reader behaviour for free. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx('field-control cursor-pointer', className)} {...props} />
}
