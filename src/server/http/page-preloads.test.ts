import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { customerPaths, staffPaths } from '@/domain/site-routes'
import { notFoundPageModule, pageHtmlWithPreloads, pageModules } from './page-preloads'

const webRoot = path.resolve(import.meta.dirname, '../../web')

describe('the modules each page preloads', () => {
  it('are the modules the router loads on demand, every one of them a page’s', async () => {
    const router = await readFile(path.join(webRoot, 'router.tsx'), 'utf8')
    const lazy = new Set([...router.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `${match[1]}.tsx`))
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

  it('serves the pages as built when the build kept no manifest', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'page-preloads-'))
    const pageHtml = await pageHtmlWithPreloads(root, indexHtml)
    expect(pageHtml(['features/bundles/bundles-page.tsx'])).toBe(indexHtml)
  })
})
