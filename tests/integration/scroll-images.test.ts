import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryLetterIds } from '@/domain/gallery-letters'
import { scrollImageHeight, scrollImagePath, scrollImageWidths } from '@/domain/scroll-images'
import { startTestShop, type TestShop } from './support/test-shop'

const root = path.resolve(import.meta.dirname, '../..')
let shop: TestShop
let log: string

// the pictures are drawn as the web build draws them, by the same script in a process of its own, into
// the shop's web folder
beforeAll(async () => {
  shop = await startTestShop()
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/render-scroll-images.ts', shop.config.webDistDir],
    { cwd: root },
  )
  log = run.stdout
}, 120_000)
afterAll(() => shop.stop())

type Pixels = { width: number; height: number; data: Uint8ClampedArray }

async function decode(file: string): Promise<Pixels> {
  const image = await loadImage(await readFile(file))
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  return context.getImageData(0, 0, image.width, image.height)
}

const rgbAt = ({ width, data }: Pixels, x: number, y: number) => {
  const i = (Math.round(y) * width + Math.round(x)) * 4
  return [data[i], data[i + 1], data[i + 2]] as [number, number, number]
}
const isWax = ([r, g, b]: number[]) => (r as number) > 110 && (g as number) < 60 && (b as number) < 60

/** The average colour down the margin between the border and the text. */
function marginColour(pixels: Pixels): number[] {
  const samples: number[][] = []
  for (let y = pixels.height * 0.2; y < pixels.height * 0.8; y += 4)
    samples.push(rgbAt(pixels, pixels.width * 0.1, y))
  return [0, 1, 2].map((k) => samples.reduce((sum, rgb) => sum + (rgb[k] as number), 0) / samples.length)
}

/** Whether some square a tenth of the page wide, in its lower half, is mostly wax: the seal. */
function hasSeal(pixels: Pixels): boolean {
  const side = Math.round(pixels.width / 10)
  for (let top = Math.round(pixels.height / 2); top + side < pixels.height; top += side / 4) {
    for (let left = 0; left + side < pixels.width; left += side / 4) {
      let wax = 0
      for (let y = top; y < top + side; y += 2)
        for (let x = left; x < left + side; x += 2) if (isWax(rgbAt(pixels, x, y))) wax++
      if (wax > (side * side) / 4 / 2) return true
    }
  }
  return false
}

function inkShare({ data, width, height }: Pixels): number {
  let ink = 0
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] as number) < 90 && (data[i + 1] as number) < 90 && (data[i + 2] as number) < 90) ink++
  }
  return ink / (width * height)
}

describe('the gallery’s sealed scrolls, as the web build draws them', () => {
  it.each(galleryLetterIds)(
    'draws the %s letter as a page of parchment with its text and a wax seal',
    async (id) => {
      for (const width of scrollImageWidths) {
        const file = path.join(shop.config.webDistDir, scrollImagePath(id, width))
        const bytes = await readFile(file)
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP')
        const pixels = await decode(file)
        expect([pixels.width, pixels.height]).toEqual([width, scrollImageHeight(width)])
        // light parchment, as a PDF viewer shows it (not the brown of a soft mask drawn opaque)
        const [r, g, b] = marginColour(pixels) as [number, number, number]
        expect(r).toBeGreaterThan(215)
        expect(g).toBeGreaterThan(195)
        expect(b).toBeGreaterThan(150)
        expect(inkShare(pixels)).toBeGreaterThan(0.005)
        expect(hasSeal(pixels), `${file} has a wax seal`).toBe(true)
      }
    },
  )

  it('says what it drew', () => {
    expect(log).toMatch(/^scroll images rendered \(6 files, [\d.]+ s\)$/m)
  })

  it('are served as WebP, cached for a day', async () => {
    const response = await shop.app.request(scrollImagePath('boss', 480))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const served = Buffer.from(await response.arrayBuffer())
    expect(
      served.equals(await readFile(path.join(shop.config.webDistDir, scrollImagePath('boss', 480)))),
    ).toBe(true)
  })
})
