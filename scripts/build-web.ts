/**
 * Builds the web app into dist/web unless the last build came from the same sources, with the pictures of
 * the gallery's sealed scrolls and the pages drawn ahead (decision 071), then stores a gzip and a brotli copy of every text asset so the server can
 * send them precompressed.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { prerenderPages } from './prerender-pages'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web')
const stampFile = path.join(outDir, '.source-hash')
const scrollImagesScript = 'scripts/render-scroll-images.ts'
const inputs = [
  'src/web',
  'src/domain',
  'src/server/app.ts',
  'src/server/fulfilment/scroll-pdf',
  scrollImagesScript,
  'scripts/prerender-pages.ts',
  'scripts/support/rasterise-pdf.ts',
  'vite.config.ts',
  'package-lock.json',
]

async function listFiles(entry: string): Promise<string[]> {
  const full = path.join(root, entry)
  if (!(await stat(full)).isDirectory()) return [full]
  const entries = await readdir(full, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256')
  const files = (await Promise.all(inputs.map(listFiles))).flat().sort()
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(await readFile(file))
  }
  return hash.digest('hex')
}

async function precompress() {
  const files = await readdir(outDir, { recursive: true, withFileTypes: true })
  const compressible = files.filter((f) => f.isFile() && /\.(js|css|html|svg|txt|json)$/.test(f.name))
  await Promise.all(
    compressible.map(async (file) => {
      const full = path.join(file.parentPath, file.name)
      const body = await readFile(full)
      await writeFile(`${full}.gz`, await promisify(gzip)(body, { level: 9 }))
      await writeFile(
        `${full}.br`,
        await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
    }),
  )
}

/**
 * Draws the gallery's sealed scrolls (decision 070) in a process of its own while Vite builds, into a
 * folder of their own, since Vite empties the output folder as it starts; `moveIn` waits for them and
 * puts them in the build.
 */
async function startScrollImages() {
  const staging = await mkdtemp(path.join(tmpdir(), 'scroll-images-'))
  const child = spawn(process.execPath, ['--import', 'tsx', scrollImagesScript, staging], {
    cwd: root,
    stdio: 'inherit',
  })
  const rendered = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`drawing the scroll images failed (exit code ${code})`)),
    )
  })
  const cleanUp = () => rm(staging, { recursive: true, force: true })
  return {
    moveIn: async () => {
      try {
        await rendered
        await cp(path.join(staging, 'scrolls'), path.join(outDir, 'scrolls'), { recursive: true })
      } finally {
        await cleanUp()
      }
    },
    abandon: async () => {
      child.kill()
      await rendered.catch(() => undefined)
      await cleanUp()
    },
  }
}

// a production install (`npm prune --omit=dev`) has no build tools: it serves what `npm run build` made
async function loadVite() {
  try {
    return await import('vite')
  } catch {
    return null
  }
}

const hash = await sourceHash()
const force = process.argv.includes('--force')
const built = existsSync(stampFile)
const vite = built && !force && (await readFile(stampFile, 'utf8')) === hash ? null : await loadVite()
if (built && !force && vite === null) {
  console.log(`web app is built (${path.relative(root, outDir)})`)
} else if (vite === null) {
  console.error('The web app is not built and the build tools are not installed: run `npm run build` first.')
  process.exit(1)
} else {
  const { build } = vite
  const scrollImages = await startScrollImages()
  try {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
    await prerenderPages(build, root, outDir)
  } catch (error) {
    await scrollImages.abandon()
    throw error
  }
  await scrollImages.moveIn()
  await precompress()
  await writeFile(stampFile, hash)
  console.log(`web app built (${path.relative(root, outDir)})`)
}
