/**
 * Toasts without sonner in the first load: the first `showToast` asks the <Toaster/> of the root layout to
 * load sonner, waits until its toaster listens, then shows the toast. Later calls go straight through.
 */
export type ToastVariant = 'success' | 'error' | 'info'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /** milliseconds; sonner's default (4 s) when left out */
  duration?: number
}

let requested = false
const listeners = new Set<() => void>()
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isToasterRequested() {
  return requested
}

/** Called by the lazily loaded toaster once sonner listens for toasts (earlier ones would be lost). */
export function markToasterReady() {
  markReady()
}

export async function showToast({ title, description, variant = 'info', duration }: ToastInput) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready])
  const options = { description, duration }
  if (variant === 'success') toast.success(title, options)
  else if (variant === 'error') toast.error(title, options)
  else toast(title, options)
}
