import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterRequested, subscribeToToaster } from './toast'

const SonnerToaster = lazy(() =>
  import('./sonner-toaster').then((module) => ({ default: module.SonnerToaster })),
)

/** Where toasts appear; sonner itself loads only when the first toast is shown. */
export function Toaster() {
  // no toast is asked for before a page first draws (the build renders some pages ahead)
  const requested = useSyncExternalStore(subscribeToToaster, isToasterRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
