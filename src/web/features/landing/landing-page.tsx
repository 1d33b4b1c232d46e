import { lazy, Suspense } from 'react'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { HeroSection } from './hero-section'
import { LandingHeader } from './landing-header'

// The header and the hero come with the first load, so the landing page paints as soon as it arrives;
// the sections below follow at once, in a file of their own, so no other page's first load carries them
const LandingSections = lazy(() => import('./landing-sections').then((m) => ({ default: m.LandingSections })))

export function LandingPage() {
  useDocumentTitle()
  return (
    <>
      <LandingHeader />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <Suspense fallback={<div className="min-h-screen" />}>
          <LandingSections />
        </Suspense>
      </main>
    </>
  )
}
