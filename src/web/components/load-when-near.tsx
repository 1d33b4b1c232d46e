import { type ReactNode, Suspense, useRef } from 'react'
import { useLocation } from 'react-router'
import { useNearViewport } from '@/web/lib/use-near-viewport'

type LoadWhenNearProps = {
  /** the section's id: arriving at #anchor loads it at once instead of waiting for the scroll */
  anchor: string
  /** shown until the lazy children arrive; give it the children's rough height so nothing jumps */
  placeholder: ReactNode
  children: ReactNode
}

/** Renders lazy children only when their place nears the viewport, so their code is not in the first load. */
export function LoadWhenNear({ anchor, placeholder, children }: LoadWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { hash } = useLocation()
  const near = useNearViewport(ref, { force: hash === `#${anchor}` })
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
}
