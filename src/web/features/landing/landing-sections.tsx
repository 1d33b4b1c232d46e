import { AboutSection } from './about-section'
import { BundlePromo } from './bundle-promo'
import { CareerSection } from './career-section'
import { ContactSection } from './contact-section'
import { FaqSection } from './faq-section'
import { GalleryTeaser } from './gallery-teaser'
import { ScribesSection } from './scribes-section'
import { ScrollChoiceSection } from './scroll-choice-section'
import { TestimonialsSection } from './testimonials-section'
import { WhySection } from './why-section'

/** Everything of the landing page below its first screen. */
export function LandingSections() {
  return (
    <>
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
    </>
  )
}
