import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { scrollToSection } from '@/web/lib/scroll-to-section'

const WAIT_MS = 2000

// the landing page renders a frame or more after the navigation, so wait for the section to appear
function scrollOnArrival(section: string, startedAt = performance.now()) {
  requestAnimationFrame(() => {
    if (document.getElementById(section)) scrollToSection(section)
    else if (performance.now() - startedAt < WAIT_MS) scrollOnArrival(section, startedAt)
  })
}

type HomeSectionLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { section: string }

/** A link to a section of the home page from another page: /#section, scrolled into view on arrival. */
export function HomeSectionLink({ section, onClick, ...props }: HomeSectionLinkProps) {
  return (
    <Link
      to={`/#${section}`}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) scrollOnArrival(section)
      }}
      {...props}
    />
  )
}
