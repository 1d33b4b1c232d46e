import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { matchSitePath } from '@/domain/site-routes'
import { notFoundPageModule, pageHtmlWithPreloads, pageModules } from './http/page-preloads'
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
 * Serves the built React app: hashed assets with a year's cache, known pages as index.html with 200,
 * and any other path as index.html with 404 (the app shows its 404 page) after recording the miss. Each
 * page's HTML preloads the modules that page loads on demand (`page-preloads.ts`).
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
  const pageHtml = await pageHtmlWithPreloads(root, indexHtml)
  const staticFiles = serveStatic({ root, precompressed: true })
  // the build's manifest is for this server alone
  app.get('*', (c, next) => (c.req.path.startsWith('/.vite/') ? next() : staticFiles(c, next)))
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    const page = matchSitePath(c.req.path)
    if (page && (await pageExists(services, c.req.path))) return c.html(pageHtml(pageModules[page]))
    services.logger.info({ path: c.req.path }, 'page not found')
    await recordNotFound(services.db, c.req.path).catch((error) =>
      services.logger.warn({ err: error }, 'not-found hit not recorded'),
    )
    return c.html(pageHtml([notFoundPageModule]), 404)
  })
}
