import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { type PrerenderedPath, prerenderedPageFile, prerenderedPaths } from '@/domain/prerendered-pages'
import { matchSitePath } from '@/domain/site-routes'
import {
  notFoundPageModule,
  pageHtmlWithPreloads,
  pageModules,
  staffScreenModules,
} from './http/page-preloads'
import type { AppEnv } from './http/request-logger'
import { recordNotFound } from './not-found/record-not-found'
import { findActivePartnerBySlug } from './partners/find-partner'
import type { Services } from './services'

// a partner's page exists only while the partner is active (product decision 16)
async function pageExists(services: Services, pathname: string): Promise<boolean> {
  const partner = pathname.match(/^\/[pr]\/([^/]+)\/?$/)?.[1]
  if (!partner) return true
  return (await findActivePartnerBySlug(services.db, decodeURIComponent(partner))) !== undefined
}

/**
 * Serves the built React app: hashed assets with a year's cache, the gallery's scroll pictures with a
 * day's, known pages as index.html with 200, and any other path as index.html with 404 (the app shows its
 * 404 page) after recording the miss. Each page's HTML preloads the modules that page loads on demand
 * (`page-preloads.ts`).
 */
export async function mountWebApp(app: Hono<AppEnv>, services: Services) {
  const root = services.config.webDistDir
  const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The web app is not built (${root}/index.html is missing). Run "npm run build".`)
  })

  app.use(
    '/assets/*',
    async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
    serveStatic({ root, precompressed: true }),
  )
  app.get('/assets/*', (c) => c.text('Not found', 404))
  // the gallery's sealed scrolls keep their names from build to build (decision 070): cached a day, not a year
  app.use('/scrolls/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=86400')
  })
  const pageHtml = await pageHtmlWithPreloads(root, indexHtml)
  const renderedAhead = await readPrerenderedPages(root)
  const staticFiles = serveStatic({ root, precompressed: true })
  // the build's manifest is for this server alone, and a folder's address is a page's, not its index.html
  // (the home page is drawn ahead: decision 071)
  app.get('*', (c, next) =>
    c.req.path.startsWith('/.vite/') || c.req.path.endsWith('/') ? next() : staticFiles(c, next),
  )
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    const page = matchSitePath(c.req.path)
    if (page && (await pageExists(services, c.req.path))) {
      // a page drawn ahead by the build is drawn for the bare address alone: a query may change what it shows
      const ahead = c.req.url.includes('?') ? undefined : renderedAhead.get(page)
      return c.html(pageHtml([...(pageModules[page] ?? []), ...(staffScreenModules[page] ?? [])], ahead))
    }
    services.logger.info({ path: c.req.path }, 'page not found')
    await recordNotFound(services.db, c.req.path).catch((error) =>
      services.logger.warn({ err: error }, 'not-found hit not recorded'),
    )
    return c.html(pageHtml([notFoundPageModule]), 404)
  })
}

/** The pages the build rendered ahead (decision 071), by their path; a build without them serves index.html. */
async function readPrerenderedPages(root: string): Promise<Map<string, string>> {
  const pages = await Promise.all(
    prerenderedPaths.map(async (page: PrerenderedPath) => {
      const html = await readFile(path.join(root, prerenderedPageFile(page)), 'utf8').catch(() => undefined)
      return html === undefined ? [] : [[page, html] as const]
    }),
  )
  return new Map(pages.flat())
}
