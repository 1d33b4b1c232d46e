import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element comes within `rootMargin` of the viewport (or at once when `force` is set), so a
 * section can load its code just before the visitor reaches it. It never turns false again.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '800px 0px', force = false } = {},
) {
  const [near, setNear] = useState(false)

  useEffect(() => {
    if (near) return
    const element = ref.current
    if (force || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near, force, rootMargin])

  // `force` takes effect with the effect, not the first render, which the build may have drawn ahead
  return near
}
