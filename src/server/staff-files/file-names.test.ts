import { describe, expect, it } from 'vitest'
import {
  attachmentDisposition,
  displayName,
  servedContentType,
  storageName,
  storedContentType,
  uploadKey,
} from './file-names'

describe('displayName', () => {
  it.each([
    ['scroll.pdf', 'scroll.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Users\\knave\\grudge.txt', 'grudge.txt'],
    ['folder/', 'folder'],
    ['..', 'file'],
    ['../', 'file'],
    ['', 'file'],
    ['a\u0000b\u0007c\u009f.txt', 'abc.txt'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['\u202Efdp.exe', 'fdp.exe'],
    ['  spaced  ', 'spaced'],
    ['Zorn des Königs ☃.pdf', 'Zorn des Königs ☃.pdf'],
  ])('shows %j as %j', (given, shown) => {
    expect(displayName(given)).toBe(shown)
  })

  it('keeps a long name to 200 characters without splitting one', () => {
    expect([...displayName('🐉'.repeat(300))]).toHaveLength(200)
  })
})

describe('storageName', () => {
  it.each([
    ['scroll.pdf', 'scroll.pdf'],
    ['Zorn des Königs.pdf', 'Zorn_des_Konigs.pdf'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['☃.png', 'file.png'],
    ['a b  c', 'a_b_c'],
    ['name.with.dots.tar.gz', 'name.with.dots.tar.gz'],
  ])('stores %j as %j', (given, stored) => {
    expect(storageName(given)).toBe(stored)
  })

  it('shortens a long name and keeps its extension', () => {
    const stored = storageName(`${'a'.repeat(500)}.pdf`)
    expect(stored).toBe(`${'a'.repeat(100)}.pdf`)
  })
})

describe('uploadKey', () => {
  it('prefixes the time and never gives one key twice, even within a millisecond', () => {
    const first = uploadKey('grudge.txt', 1_800_000_000_000)
    const second = uploadKey('grudge.txt', 1_800_000_000_000)
    expect(first).toMatch(/^1800000000000-[0-9a-f]{8}-grudge\.txt$/)
    expect(second).not.toBe(first)
  })
})

describe('content types', () => {
  it.each([
    ['image/png', 'image/png'],
    ['Image/SVG+XML; charset=utf-8', 'image/svg+xml'],
    [undefined, 'application/octet-stream'],
    ['not a type', 'application/octet-stream'],
    ['text/html\r\nx-evil: 1', 'application/octet-stream'],
  ])('stores %j as %j', (header, stored) => {
    expect(storedContentType(header)).toBe(stored)
  })

  it.each([
    ['image/png', 'image/png'],
    ['application/pdf', 'application/pdf'],
    ['audio/mpeg', 'audio/mpeg'],
    ['image/svg+xml', 'application/octet-stream'],
    ['text/html', 'application/octet-stream'],
    ['application/xhtml+xml', 'application/octet-stream'],
    ['text/xml', 'application/octet-stream'],
    ['text/javascript', 'application/octet-stream'],
    ['application/javascript', 'application/octet-stream'],
  ])('serves %s as %s', (stored, served) => {
    expect(servedContentType(stored)).toBe(served)
  })
})

describe('attachmentDisposition', () => {
  it('gives the name in UTF-8 and an ASCII stand-in', () => {
    expect(attachmentDisposition('Zorn des Königs ☃.pdf')).toBe(
      `attachment; filename="Zorn des Konigs _.pdf"; filename*=UTF-8''Zorn%20des%20K%C3%B6nigs%20%E2%98%83.pdf`,
    )
  })

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"b\\c\r\nd;e%f\'(g).txt')
    expect(header).toBe(
      `attachment; filename="a_b_c__d;e_f'(g).txt"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%3Be%25f%27%28g%29.txt`,
    )
  })
})
