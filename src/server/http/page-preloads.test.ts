import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { customerPaths, staffPaths } from '@/domain/site-routes'
import { notFoundPageModule, otherPages, pageHtmlWithPreloads, pageModules } from './page-preloads'

const webRoot = path.resolve(import.meta.dirname, '../../web')

/** The modules a route table loads on demand, relative to `src/web`. */
async function lazyImports(table: string) {
  const source = await readFile(path.join(webRoot, table), 'utf8')
  return [...source.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `${match[1]}.tsx`)
}

describe('the modules each page preloads', () => {
  it('are the modules the route tables load on demand, every one of them a page’s', async () => {
    const lazy = new Set([...(await lazyImports('router.tsx')), ...(await lazyImports(otherPages))])
    // the other pages' table is not a page: the preloads add it to the pages it holds
    lazy.delete(otherPages)
    const named = new Set([...Object.values(pageModules).flat(), notFoundPageModule])
    expect([...named].sort()).toEqual([...lazy].sort())
  })

  it('name a module for every page but the landing page, which is in the entry', () => {
    const without = [...customerPaths, ...staffPaths].filter((page) => !pageModules[page])
    expect(without).toEqual(['/'])
  })
})

describe('pageHtmlWithPreloads', () => {
  let root = ''
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true })
  })

  const indexHtml = [
    '<html>',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '  </head>',
    '</html>',
  ].join('\n')

  async function withManifest(manifest: unknown) {
    root = await mkdtemp(path.join(tmpdir(), 'page-preloads-'))
    await mkdir(path.join(root, '.vite'))
    await writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest))
    return pageHtmlWithPreloads(root, indexHtml)
  }

  it('preloads a page’s module and what it imports, leaving out what the entry loads already', async () => {
    const pageHtml = await withManifest({
      'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_form.js': { file: 'assets/form-3.js', imports: ['_react.js'] },
      'features/bundles/bundles-page.tsx': {
        file: 'assets/bundles-page-4.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_form.js'],
      },
    })
    const html = pageHtml(['features/bundles/bundles-page.tsx'])
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/bundles-page-4.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/form-3.js">')
    expect(html).not.toContain('href="/assets/react-2.js"')
    // in the head, before it closes
    expect(html.indexOf('bundles-page-4.js')).toBeLessThan(html.indexOf('</head>'))
    expect(pageHtml(undefined)).toBe(indexHtml)
  })

  it('preloads the other pages’ table with a page whose route is in it', async () => {
    const pageHtml = await withManifest({
      'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      'other-pages.tsx': {
        file: 'assets/other-pages-3.js',
        isDynamicEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['features/bundles/bundles-page.tsx'],
      },
      'features/bundles/bundles-page.tsx': { file: 'assets/bundles-page-4.js', isDynamicEntry: true },
      'features/checkout/payment-page.tsx': { file: 'assets/payment-page-5.js', isDynamicEntry: true },
    })
    const bundles = pageHtml(['features/bundles/bundles-page.tsx'])
    expect(bundles).toContain('<link rel="modulepreload" crossorigin href="/assets/other-pages-3.js">')
    expect(bundles).toContain('<link rel="modulepreload" crossorigin href="/assets/bundles-page-4.js">')
    // a page the entry's own table names does without it
    const payment = pageHtml(['features/checkout/payment-page.tsx'])
    expect(payment).toContain('href="/assets/payment-page-5.js"')
    expect(payment).not.toContain('other-pages-3.js')
  })

  it('links a module’s stylesheet and, on a staff page, fetches who is signed in beside the scripts', async () => {
    const pageHtml = await withManifest({
      'main.tsx': { file: 'assets/index-1.js', isEntry: true },
      'features/staff/staff-area.tsx': {
        file: 'assets/staff-area-2.js',
        isDynamicEntry: true,
        css: ['assets/staff-area-3.css'],
      },
      'features/bundles/bundles-page.tsx': { file: 'assets/bundles-page-4.js', isDynamicEntry: true },
    })
    const staff = pageHtml(['features/staff/staff-area.tsx'])
    expect(staff).toContain('<link rel="stylesheet" crossorigin href="/assets/staff-area-3.css">')
    expect(staff).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/staff/me">')
    expect(pageHtml(['features/bundles/bundles-page.tsx'])).not.toContain('/api/staff/me')
  })

  it('adds the preloads to a page the build drew ahead, kept apart from index.html’s', async () => {
    const pageHtml = await withManifest({
      'main.tsx': { file: 'assets/index-1.js', isEntry: true },
      'features/bundles/bundles-page.tsx': { file: 'assets/bundles-page-4.js', isDynamicEntry: true },
    })
    const drawn = indexHtml.replace('</html>', '<div id="root"><h1>Stock Thy Arsenal</h1></div></html>')
    const modules = ['features/bundles/bundles-page.tsx']
    expect(pageHtml(modules, drawn)).toContain('<h1>Stock Thy Arsenal</h1>')
    expect(pageHtml(modules, drawn)).toContain('href="/assets/bundles-page-4.js"')
    expect(pageHtml(modules)).not.toContain('Stock Thy Arsenal')
  })

  it('serves the pages as built when the build kept no manifest', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'page-preloads-'))
    const pageHtml = await pageHtmlWithPreloads(root, indexHtml)
    expect(pageHtml(['features/bundles/bundles-page.tsx'])).toBe(indexHtml)
  })
})
