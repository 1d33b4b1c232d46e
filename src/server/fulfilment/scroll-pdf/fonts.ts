/**
 * The scroll's typefaces, read from the @fontsource packages once per process and kept as Buffers:
 * UnifrakturMaguntia (blackletter title), IM Fell English (body, roman and italic), Cinzel (small caps
 * lines). They are unwrapped from WOFF once here (see woff-to-sfnt); pdfkit subsets each PDF to the glyphs
 * it uses.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { woffToSfnt } from './woff-to-sfnt'

export const scrollFontFiles = {
  blackletter: '@fontsource/unifrakturmaguntia/files/unifrakturmaguntia-latin-400-normal.woff',
  body: '@fontsource/im-fell-english/files/im-fell-english-latin-400-normal.woff',
  italic: '@fontsource/im-fell-english/files/im-fell-english-latin-400-italic.woff',
  caps: '@fontsource/cinzel/files/cinzel-latin-400-normal.woff',
  // the latin subsets stop at U+00FF; this one carries Ł, ő, ș and friends for customers' names
  capsExtended: '@fontsource/cinzel/files/cinzel-latin-ext-400-normal.woff',
} as const

export type ScrollFont = keyof typeof scrollFontFiles
export type ScrollFonts = Readonly<Record<ScrollFont, Buffer>>

const require = createRequire(import.meta.url)
let cached: ScrollFonts | null = null
let filesRead = 0

/** The font files, read on first use and shared by every render after that. */
export function loadScrollFonts(): ScrollFonts {
  if (cached) return cached
  const entries = Object.entries(scrollFontFiles).map(([name, file]) => {
    filesRead++
    return [name, woffToSfnt(readFileSync(require.resolve(file)))] as const
  })
  cached = Object.fromEntries(entries) as Record<ScrollFont, Buffer>
  return cached
}

/** How many font files this process has read from disk; stays at five however many scrolls render. */
export function fontFilesRead(): number {
  return filesRead
}
