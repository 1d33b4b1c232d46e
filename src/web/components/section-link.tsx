import type { ComponentProps } from 'react'
import { scrollToSection } from '@/web/lib/scroll-to-section'

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & { section: string }

/** A link to a section of the same page that scrolls there smoothly (an ordinary anchor without JS). */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        scrollToSection(section)
      }}
      {...props}
    />
  )
}
