import type { SitePath } from './site-routes'

/**
 * The pages the build renders to HTML (decision 071): each draws the same for every visitor on arrival,
 * with nothing read from the server, the browser's storage or the address's query before its first paint.
 */
export const prerenderedPaths = [
  '/',
  '/bundles',
  '/light-rant-form',
  '/scroll-of-fury-form',
  '/eternal-scroll-form',
  '/auth',
] as const satisfies readonly SitePath[]

export type PrerenderedPath = (typeof prerenderedPaths)[number]

/** Where the build keeps a rendered page, relative to the web app's folder. */
export function prerenderedPageFile(pagePath: PrerenderedPath): string {
  return `pages/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`
}
