import * as LabelPrimitive from '@radix-ui/react-label'
import type { ComponentProps } from 'react'
import { cx } from '@/web/lib/class-names'

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cx('font-display text-sm font-semibold tracking-wide', className)}
      {...props}
    />
  )
}
