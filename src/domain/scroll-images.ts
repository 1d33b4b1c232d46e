/**
 * Where the web finds the pictures of the gallery's sealed scrolls, which the web build renders (decision
 * 070): the first page of each sample letter as WebP, in two widths, at `/scrolls/<id>-<width>.webp`.
 */
import type { GalleryLetterId } from './gallery-letters'

export const scrollImageWidths = [480, 960] as const
export type ScrollImageWidth = (typeof scrollImageWidths)[number]

// an A4 page, 595.28 by 841.89 points, as the renderer draws it
const A4_HEIGHT_PER_WIDTH = 841.89 / 595.28

export function scrollImageHeight(width: number): number {
  return Math.round(width * A4_HEIGHT_PER_WIDTH)
}

export function scrollImagePath(id: GalleryLetterId, width: ScrollImageWidth): string {
  return `/scrolls/${id}-${width}.webp`
}

export function scrollImageSrcSet(id: GalleryLetterId): string {
  return scrollImageWidths.map((width) => `${scrollImagePath(id, width)} ${width}w`).join(', ')
}
