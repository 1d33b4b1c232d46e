/**
 * Renders the pages that draw the same for every visitor on arrival into the build (decision 071):
 * `pages/<path>.html` is the app's index.html with the page already in its root. Vite builds the
 * renderer (`src/web/prerender.tsx`) for Node into a folder of its own under node_modules/.cache, removed afterwards.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { prerenderedPageFile, prerenderedPaths } from '../src/domain/prerendered-pages'

type Build = typeof import('vite').build

export async function prerenderPages(build: Build, root: string, outDir: string) {
  // inside the project, so the renderer finds React and the other packages it imports in node_modules
  const cacheDir = path.join(root, 'node_modules/.cache')
  await mkdir(cacheDir, { recursive: true })
  const serverDir = await mkdtemp(path.join(cacheDir, 'shop-prerender-'))
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: path.join(root, 'src/web/prerender.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: true } },
      },
    })
    const { prerenderPage } = (await import(
      pathToFileURL(path.join(serverDir, 'prerender.js')).href
    )) as typeof import('../src/web/prerender')
    const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8')
    const emptyRoot = '<div id="root"></div>'
    if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`)
    await mkdir(path.join(outDir, 'pages'), { recursive: true })
    for (const pagePath of prerenderedPaths) {
      const body = await prerenderPage(pagePath)
      const html = indexHtml.replace(emptyRoot, `<div id="root">${body}</div>`)
      await writeFile(path.join(outDir, prerenderedPageFile(pagePath)), html)
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true })
  }
}
