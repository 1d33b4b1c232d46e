import { useDocumentTitle } from '@/web/lib/use-document-title'
import { AboutSection } from './about-section'
import { BundlePromo } from './bundle-promo'
import { CareerSection } from './career-section'
import { ContactSection } from './contact-section'
import { FaqSection } from './faq-section'
import { GalleryTeaser } from './gallery-teaser'
import { HeroSection } from './hero-section'
import { LandingHeader } from './landing-header'
import { ScribesSection } from './scribes-section'
import { ScrollChoiceSection } from './scroll-choice-section'
import { TestimonialsSection } from './testimonials-section'
import { WhySection } from './why-section'

export function LandingPage() {
  useDocumentTitle()
  return (
    <>
      <LandingHeader />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <GalleryTeaser />
        <ScrollChoiceSection />
        <WhySection />
        <BundlePromo />
        <ScribesSection />
        <AboutSection />
        <TestimonialsSection />
        <FaqSection />
        <ContactSection />
        <CareerSection />
      </main>
    </>
  )
}
