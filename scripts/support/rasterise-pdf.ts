/**
 * Draws a page of a PDF onto a canvas with pdf.js and @napi-rs/canvas (Skia), in Node, with no program
 * outside npm: the web build's pictures of sealed scrolls (decision 070). Development packages only: a
 * production install, which has none, serves the pictures `npm run build` made.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdf.js composes a soft mask of subtype Luminosity through an SVG filter (`url(#…)`), which a browser has
// and Node has not: in Node its filter factory answers "none", the mask then acts by its alpha, which is
// opaque, and the parchment's darkened edges (a gradient with opacity, made by such a mask) cover the whole
// page in brown. Here the filter is a marker, and a canvas that meets it turns luminosity into alpha itself.
const LUMINOSITY = 'luminosity-mask'

class LuminosityFilterFactory {
  addFilter() {
    return 'none'
  }
  addHCMFilter() {
    return 'none'
  }
  addAlphaFilter() {
    return 'none'
  }
  addLuminosityFilter() {
    return LUMINOSITY
  }
  addHighlightHCMFilter() {
    return 'none'
  }
  destroy() {}
}

type CanvasEntry = { canvas: Canvas | null; context: SKRSContext2D | null }
type DrawImageArgs = Parameters<SKRSContext2D['drawImage']>

/** The mask as the PDF means it: each pixel's luminosity over black, as alpha. */
function luminosityAsAlpha(image: DrawImageArgs[0]): Canvas {
  const source = image as Canvas
  const { width, height } = source
  const pixels = source.getContext('2d').getImageData(0, 0, width, height)
  const data = pixels.data
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] as number
    const luminosity =
      0.3 * (data[i] as number) + 0.59 * (data[i + 1] as number) + 0.11 * (data[i + 2] as number)
    data[i] = 0
    data[i + 1] = 0
    data[i + 2] = 0
    data[i + 3] = Math.round((luminosity * alpha) / 255)
  }
  const mask = createCanvas(width, height)
  mask.getContext('2d').putImageData(pixels, 0, 0)
  return mask
}

/** A context that knows the luminosity marker: it keeps it through save and restore, as a filter is kept. */
function withLuminosityMasks(context: SKRSContext2D): SKRSContext2D {
  const filter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(context), 'filter')
  if (!filter?.get || !filter.set) throw new Error('@napi-rs/canvas no longer has a filter property')
  const { get, set } = filter
  let luminosity = false
  const saved: boolean[] = []
  Object.defineProperty(context, 'filter', {
    configurable: true,
    get: () => (luminosity ? LUMINOSITY : get.call(context)),
    set: (value: string) => {
      luminosity = value === LUMINOSITY
      set.call(context, luminosity ? 'none' : value)
    },
  })
  const { save, restore, drawImage } = context
  context.save = () => {
    saved.push(luminosity)
    save.call(context)
  }
  context.restore = () => {
    luminosity = saved.pop() ?? false
    restore.call(context)
  }
  context.drawImage = ((image: DrawImageArgs[0], ...rest: number[]) =>
    (drawImage as (...args: unknown[]) => void).call(
      context,
      luminosity ? luminosityAsAlpha(image) : image,
      ...rest,
    )) as SKRSContext2D['drawImage']
  return context
}

class SkiaCanvasFactory {
  create(width: number, height: number): CanvasEntry {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size')
    const canvas = createCanvas(width, height)
    return { canvas, context: withLuminosityMasks(canvas.getContext('2d')) }
  }
  reset(entry: CanvasEntry, width: number, height: number) {
    if (!entry.canvas) throw new Error('Canvas is not specified')
    entry.canvas.width = width
    entry.canvas.height = height
  }
  destroy(entry: CanvasEntry) {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0
    entry.canvas = null
    entry.context = null
  }
}

/** Page `pageNumber` of the PDF drawn `width` pixels wide; also says how many pages the PDF has. */
export async function rasterisePdfPage(
  pdf: Uint8Array,
  options: { width: number; pageNumber?: number },
): Promise<{ canvas: Canvas; pages: number }> {
  const document = await getDocument({
    // pdf.js takes the buffer over: a copy leaves the caller's PDF whole
    data: new Uint8Array(pdf),
    verbosity: 0,
    CanvasFactory: SkiaCanvasFactory,
    FilterFactory: LuminosityFilterFactory,
  }).promise
  try {
    const page = await document.getPage(options.pageNumber ?? 1)
    const scale = options.width / page.getViewport({ scale: 1 }).width
    const viewport = page.getViewport({ scale })
    const { canvas, context } = new SkiaCanvasFactory().create(
      Math.round(viewport.width),
      Math.round(viewport.height),
    )
    if (!canvas || !context) throw new Error('no canvas')
    // pdf.js's types name the DOM's canvas; Skia's has the same drawing interface
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
    return { canvas, pages: document.numPages }
  } finally {
    await document.destroy()
  }
}
