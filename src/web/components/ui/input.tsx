import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx('field-control', className)} {...props} />
}
