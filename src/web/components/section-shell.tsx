import type { ReactNode } from 'react'

type SectionShellProps = {
  /** the heading's id, which names the section */
  titleId: string
  title: ReactNode
  /** the line under the heading */
  lede?: ReactNode
  /** the section's own id, a place in the page that links lead to (and focus, once followed) */
  anchor?: string
  className?: string
  /** the centred column of a full-width band, as its max-width class */
  width?: string
  children: ReactNode
}

/** A page section under its flourished heading and lede: the landing page's bands, the partner page's parts. */
export function SectionShell({
  titleId,
  title,
  lede,
  anchor,
  className,
  width,
  children,
}: SectionShellProps) {
  const content = (
    <>
      <h2 id={titleId} className="section-title flourish">
        {title}
      </h2>
      {lede && <p className="section-lede">{lede}</p>}
      {children}
    </>
  )
  return (
    <section id={anchor} tabIndex={anchor ? -1 : undefined} aria-labelledby={titleId} className={className}>
      {width ? <div className={`mx-auto ${width}`}>{content}</div> : content}
    </section>
  )
}
