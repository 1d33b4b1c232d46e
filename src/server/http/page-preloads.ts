import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { type SitePath, staffPaths } from '@/domain/site-routes'

/**
 * The modules each page loads on demand (`src/web/router.tsx` and `src/web/other-pages.tsx`), relative to
 * `src/web`. A page other than the landing page shows nothing until its module arrives, and the browser
 * learns of it only once the entry has run: a second round trip before the first paint. Named in the page's
 * HTML as module preloads, they are fetched beside the entry instead (decision 038). `page-preloads.test.ts`
 * holds this list to the router's.
 */
const queryLayout = 'lib/query-provider.tsx'
/** The table of the routes the entry does not declare (decision 051): its pages are found once it has loaded. */
export const otherPages = 'other-pages.tsx'
const staffArea = 'features/staff/staff-area.tsx'
export const notFoundPageModule = 'features/not-found/not-found-page.tsx'

export const pageModules: Partial<Record<SitePath, readonly string[]>> = {
  '/bundles': ['features/bundles/bundles-page.tsx'],
  '/light-rant-form': ['features/order-forms/classic-scroll-page.tsx'],
  '/scroll-of-fury-form': ['features/order-forms/cursed-scroll-page.tsx'],
  '/eternal-scroll-form': ['features/order-forms/eternal-scroll-page.tsx'],
  '/payment': [queryLayout, 'features/checkout/payment-page.tsx'],
  '/confirmation': [queryLayout, 'features/checkout/confirmation-page.tsx'],
  '/payment-success': [queryLayout, 'features/checkout/confirmation-page.tsx'],
  '/test-checkout/:sessionId': [queryLayout, 'features/checkout/test-checkout-page.tsx'],
  '/test-confirmation': [queryLayout, 'features/checkout/confirmation-page.tsx'],
  '/commission/quote/:token': [queryLayout, 'features/commission-quote/commission-quote-page.tsx'],
  '/p/:slug': [queryLayout, 'features/partner/partner-landing-page.tsx'],
  '/r/:slug': [queryLayout, 'features/partner/partner-landing-page.tsx'],
  '/love-me-scroll-form': ['features/love/love-scroll-page.tsx'],
  '/custom-commission-form': ['features/commission/commission-page.tsx'],
  '/epic-scroll-commission-form': ['features/commission/commission-page.tsx'],
  '/commission-confirmation': ['features/commission/commission-confirmation-page.tsx'],
  '/free-sample': ['features/free-sample/free-sample-page.tsx'],
  '/free-rant-confirmation': ['features/free-sample/free-rant-confirmation-page.tsx'],
  '/bundle-order': ['features/bundle-order/bundle-order-page.tsx'],
  '/mock-payment': ['features/bundle-order/mock-payment-page.tsx'],
  '/auth': ['features/auth/auth-page.tsx'],
  '/never-again/:token': ['features/recipient/never-again-page.tsx'],
  '/report/:token': ['features/recipient/report-page.tsx'],
  '/order/:token': [queryLayout, 'features/order-page/order-page.tsx'],
  '/scribes-code': ['features/policies/scribes-code-page.tsx'],
  '/terms': ['features/policies/terms-page.tsx'],
  '/privacy': ['features/policies/privacy-page.tsx'],
  '/refunds': ['features/policies/refunds-page.tsx'],
  ...Object.fromEntries(staffPaths.map((staffPath) => [staffPath, [staffArea]])),
}

/**
 * The back office's welcome screen, loaded by the staff area once the server has said who is signed in:
 * the screen staff open first, fetched beside the area instead of after it (decision 071).
 */
export const staffScreenModules: Partial<Record<SitePath, readonly string[]>> = {
  '/admin': ['features/staff/screens/dashboard-page.tsx'],
}

/** What a staff page asks the server first: the signed-in staff member, fetched beside the scripts. */
const staffMemberPreload =
  '    <link rel="preload" as="fetch" crossorigin="anonymous" href="/api/staff/me">\n'

/**
 * The parts of Vite's build manifest read here: each module's file, the modules it imports statically, and
 * those it loads on demand.
 */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
)

/**
 * The page's HTML for each set of on-demand modules: `indexHtml` (or the page as the build rendered it
 * ahead, decision 071) with a module preload for each file the modules need that the entry does not
 * already load (and a link to each stylesheet they bring), with the other pages' table for a page whose
 * route is in it, and for a staff page the fetch of who is signed in. Without a build manifest (a
 * build from before it was kept) the pages are served as built.
 */
export async function pageHtmlWithPreloads(root: string, indexHtml: string) {
  const manifest = await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8').then(
    (text) => manifestSchema.parse(JSON.parse(text)),
    () => undefined,
  )
  if (!manifest) return (_modules: readonly string[] | undefined, html = indexHtml) => html

  const filesOf = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    into.add(chunk.file)
    for (const sheet of chunk.css ?? []) into.add(sheet)
    for (const imported of chunk.imports ?? []) filesOf(imported, into)
    return into
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const loadedByEntry = entry ? filesOf(entry, new Set()) : new Set<string>()
  const foundThroughTable = new Set(manifest[otherPages]?.dynamicImports)
  /** the page's HTML by its template (index.html or a page rendered ahead), then by its modules */
  const cache = new Map<string, Map<string, string>>()
  // a module's styles are its page's from the start (the back office's), not a second paint once it runs
  const linkTo = (file: string) =>
    file.endsWith('.css')
      ? `    <link rel="stylesheet" crossorigin href="/${file}">\n`
      : `    <link rel="modulepreload" crossorigin href="/${file}">\n`

  return (modules: readonly string[] | undefined, template = indexHtml) => {
    if (!modules?.length) return template
    const key = modules.join(' ')
    const cached = cache.get(template) ?? new Map<string, string>()
    cache.set(template, cached)
    let html = cached.get(key)
    if (html === undefined) {
      const files = new Set<string>()
      for (const module of modules) {
        if (foundThroughTable.has(module)) filesOf(otherPages, files)
        filesOf(module, files)
      }
      const links = [...files]
        .filter((file) => !loadedByEntry.has(file))
        .map(linkTo)
        .join('')
      const member = modules.includes(staffArea) ? staffMemberPreload : ''
      html = template.replace('  </head>', `${links}${member}  </head>`)
      cached.set(key, html)
    }
    return html
  }
}
