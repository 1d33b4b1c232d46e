import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cx('field-control resize-y', className)} {...props} />
}
