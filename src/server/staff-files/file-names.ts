/**
 * What an uploaded file is called, stored as and served with. A name arrives from a staff member's
 * browser, so it may carry a path, control characters or text that reorders itself on screen.
 */

import { randomBytes } from 'node:crypto'

// C0 and C1 controls, and the marks that make a name read in another order than it is written
const hiddenCharacters = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/** The name staff see: the last segment of whatever path came, without hidden characters. */
export function displayName(given: string): string {
  const segments = given
    .replace(hiddenCharacters, '')
    .split(/[/\\]/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
  const name = [...(segments.at(-1) ?? '')].slice(0, 200).join('')
  return name === '' ? 'file' : name
}

/** The name as a storage key may hold it: ASCII letters, digits, dot, dash and underscore. */
export function storageName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  const extension = /(?<=.)\.[A-Za-z0-9]{1,15}$/.exec(safe)?.[0] ?? ''
  // leading dots and dashes go: `.htaccess` is kept as `htaccess`, never as a hidden file
  const stem = safe.slice(0, safe.length - extension.length).replace(/^[._-]+/, '')
  return `${stem.slice(0, 100) || 'file'}${extension}`
}

/**
 * The stored key, timestamp-dash-name (spec section 7), with a random tag between them: two uploads of
 * one name in the same millisecond, even on two instances of the shop, keep two files.
 */
export function uploadKey(name: string, now = Date.now()): string {
  return `${now}-${randomBytes(4).toString('hex')}-${storageName(name)}`
}

/** The type a file is stored with: the one it was sent with when that is a well-formed media type. */
export function storedContentType(header: string | undefined): string {
  const essence = header?.split(';')[0]?.trim().toLowerCase() ?? ''
  return /^[a-z0-9][\w.+-]{0,63}\/[a-z0-9][\w.+-]{0,63}$/.test(essence) ? essence : 'application/octet-stream'
}

// types a browser shows without running anything; the rest (SVG, HTML, XML, scripts) go out as bytes
const inertTypes =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/(pdf|zip|json)|text\/(plain|csv))$/

/** The type a download is served with: never one a browser would run in the shop's origin. */
export function servedContentType(stored: string): string {
  return inertTypes.test(stored) ? stored : 'application/octet-stream'
}

const percentEncoded = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** A download's Content-Disposition: the name in UTF-8 (RFC 6266), and a plain-ASCII one for old clients. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncoded(name)}`
}
