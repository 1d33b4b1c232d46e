/**
 * Where to go after signing in: a path on this site, never another host. `//evil.example` and
 * `/\evil.example` are paths to a browser's eye but leave the site, so they are refused too.
 */
export function safeRedirectTarget(target: string | null, origin: string): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null
  try {
    const url = new URL(target, origin)
    if (url.origin !== origin) return null
    // the sign-in page itself is no destination
    if (url.pathname === '/auth') return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
