/**
 * `tsx scripts/render-scroll-images.ts <web dist dir>`
 *
 * The pictures of the Gallery of Fury's sealed scrolls (decision 070): each sample letter of
 * `src/domain/gallery-letters.ts` rendered by the shop's own PDF renderer, as an order's scroll is, and
 * its first page drawn as WebP in each width of `src/domain/scroll-images.ts`, into `<dir>/scrolls/`.
 * The web build runs it in a process of its own: pdf.js puts DOMMatrix, Path2D and ImageData on the
 * globals of the process it runs in, and `npm start` serves the shop from the process that built it.
 * The same sources give the same pictures.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { type Canvas, createCanvas } from '@napi-rs/canvas'
import {
  type GalleryLetterId,
  galleryLetterIds,
  galleryLetters,
  galleryScroll,
} from '@/domain/gallery-letters'
import { scrollImageHeight, scrollImagePath, scrollImageWidths } from '@/domain/scroll-images'
import { renderScrollPdf } from '@/server/fulfilment/scroll-pdf/render-scroll-pdf'
import { rasterisePdfPage } from './support/rasterise-pdf'

// a fixed day on the seal and fixed seeds for the parchment and the wax: the pictures never change unless
// the letters or the renderer do
const SEALED_ON = new Date('2026-03-14T12:00:00Z')
const parchmentSeeds: Record<GalleryLetterId, number> = { ex: 1101, boss: 1102, roommate: 1103 }
const WEBP_QUALITY = 80

const largest = Math.max(...scrollImageWidths)

/** The page drawn once at the largest width; the smaller ones are that picture scaled down. */
function scaledTo(page: Canvas, width: number): Canvas {
  if (width === page.width) return page
  const canvas = createCanvas(width, scrollImageHeight(width))
  const context = canvas.getContext('2d')
  context.imageSmoothingQuality = 'high'
  context.drawImage(page, 0, 0, canvas.width, canvas.height)
  return canvas
}

async function renderLetter(id: GalleryLetterId, outDir: string): Promise<string[]> {
  const letter = galleryLetters[id]
  const pdf = await renderScrollPdf(galleryScroll(id), {
    orderNumber: parchmentSeeds[id],
    date: SEALED_ON,
    scrollType: letter.scrollType,
  })
  const { canvas, pages } = await rasterisePdfPage(pdf, { width: largest })
  // the gallery says how long each letter is ("runs to two pages"): the renderer must agree
  if (pages !== letter.pages)
    throw new Error(`the ${id} letter renders on ${pages} pages, not ${letter.pages}`)
  if (canvas.height !== scrollImageHeight(largest))
    throw new Error(`the ${id} page is ${canvas.height} px high`)
  const written: string[] = []
  for (const width of scrollImageWidths) {
    const file = path.join(outDir, scrollImagePath(id, width))
    await writeFile(file, await scaledTo(canvas, width).encode('webp', WEBP_QUALITY))
    written.push(file)
  }
  return written
}

async function renderScrollImages(outDir: string): Promise<string[]> {
  await mkdir(path.join(outDir, 'scrolls'), { recursive: true })
  const written: string[] = []
  for (const id of galleryLetterIds) written.push(...(await renderLetter(id, outDir)))
  return written
}

const outDir = process.argv[2]
if (!outDir) {
  console.error('usage: tsx scripts/render-scroll-images.ts <web dist dir>')
  process.exit(1)
}
const started = performance.now()
const written = await renderScrollImages(path.resolve(outDir))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`scroll images rendered (${written.length} files, ${seconds} s)`)
