import { type CSSProperties, useEffect } from 'react'
import { Toaster } from 'sonner'
import { markToasterReady } from './toast'

// sonner's own rich colours miss AA contrast for error text; these use the shop's palette instead
const palette = {
  '--normal-bg': 'var(--color-vellum)',
  '--normal-text': 'var(--color-ink)',
  '--normal-border': 'var(--color-gold)',
  '--success-bg': '#edf5ef',
  '--success-text': 'var(--color-moss)',
  '--success-border': 'var(--color-moss)',
  '--error-bg': '#fbeeee',
  '--error-text': 'var(--color-wax)',
  '--error-border': 'var(--color-wax)',
} as CSSProperties

export function SonnerToaster() {
  // child effects run first, so sonner's toaster is subscribed by the time this one runs
  useEffect(markToasterReady, [])
  return (
    <Toaster
      position="top-center"
      // on a phone a toast sits below the page's header, never over its menu button
      mobileOffset={{ top: '4.75rem' }}
      richColors
      closeButton
      style={palette}
      toastOptions={{
        style: { fontFamily: 'var(--font-body)', fontSize: '1rem' },
        classNames: { title: 'font-display' },
      }}
    />
  )
}
