/**
 * Scrolls to a section of the page and moves focus there, so keyboard and screen-reader users land where
 * sighted users look. Visitors who ask for less motion get an instant jump.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id)
  if (!section) return
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
