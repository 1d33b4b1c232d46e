/**
 * Where to go after signing in: a path on this site, never another host. `//evil.example` and
 * `/\evil.example` are paths to a browser's eye but leave the site, and so do paths that become one once
 * their dot segments are resolved (`/.//evil.example`, `/%2e%2e//evil.example`), so the path handed back is
 * the normalised one, and only if it still leads to this origin.
 */
export function safeRedirectTarget(target: string | null, origin: string): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null
  try {
    const url = new URL(target, origin)
    if (url.origin !== origin) return null
    // the sign-in page itself is no destination
    if (url.pathname === '/auth') return null
    const path = `${url.pathname}${url.search}${url.hash}`
    return new URL(path, origin).href === url.href ? path : null
  } catch {
    return null
  }
}
