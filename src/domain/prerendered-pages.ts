import type { SitePath } from './site-routes'

/**
 * The pages the build renders to HTML (decision 071): each draws the same for every visitor on arrival,
 * with nothing read from the server, the browser's storage or the address's query before its first paint,
 * and none opens with a form, whose typing would be lost if it came before the app took the page over.
 */
export const prerenderedPaths = ['/', '/bundles'] as const satisfies readonly SitePath[]

export type PrerenderedPath = (typeof prerenderedPaths)[number]

/** Where the build keeps a rendered page, relative to the web app's folder. */
export function prerenderedPageFile(pagePath: PrerenderedPath): string {
  return `pages/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`
}
