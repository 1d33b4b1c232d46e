import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterRequested, subscribeToToaster } from './toast'

const SonnerToaster = lazy(() =>
  import('./sonner-toaster').then((module) => ({ default: module.SonnerToaster })),
)

/** Where toasts appear; sonner itself loads only when the first toast is shown. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToaster, isToasterRequested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
