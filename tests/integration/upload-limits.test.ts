/**
 * The staff upload against what a hostile client sends (ASVS 5.0 V5): a 200 MB body over a real socket is
 * refused with 413 without the shop holding it, names that are paths land inside storage under a safe
 * name, and files a browser would run (SVG, HTML) are only ever downloaded, never shown.
 */
import { readdir } from 'node:fs/promises'
import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_BYTES } from '@/domain/limits'
import { storedFiles } from '@/server/db/schema'
import { type Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

const MB = 1024 * 1024
let shop: TestShop
let server: ServerType
let base: string
let staff: Browser

beforeAll(async () => {
  shop = await startTestShop({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    )
  })
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await shop.stop()
})

/**
 * Streams `total` bytes of one reused 64 KiB chunk to the upload, minding backpressure, until the server
 * answers; chunked unless `contentLength` is declared. Answers the status and how much had gone out.
 */
function upload(total: number, contentLength?: number): Promise<{ status: number; sent: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const outgoing = request(`${base}/api/staff/files/documents?name=hoard.bin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      origin: base,
      cookie: staff.cookieHeader(),
      ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
    },
    agent: false,
    signal: AbortSignal.timeout(120_000),
  })
  let sent = 0
  let answered = false
  let waited = false
  const response = new Promise<{ status: number; sent: number }>((resolve, reject) => {
    outgoing.once('response', (incoming: IncomingMessage) => {
      answered = true
      incoming.resume()
      resolve({ status: incoming.statusCode ?? 0, sent })
      outgoing.destroy()
    })
    // a server that answered early may close the socket while the body is still going out: the write
    // fails (EPIPE, ECONNRESET) while its answer may still be waiting to be read, so it gets a moment
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error)
      setTimeout(() => {
        if (!answered) reject(error)
      }, 2_000)
    })
  })
  void (async () => {
    outgoing.flushHeaders()
    while (sent < total && !answered && !outgoing.destroyed) {
      sent += chunk.length
      if (!outgoing.write(chunk)) {
        await new Promise<void>((resolve) => {
          const go = () => {
            outgoing.off('drain', go).off('close', go)
            resolve()
          }
          outgoing.once('drain', go).once('close', go)
        })
      }
      // a megabyte past the limit the server has refused, so nothing more is written until its answer
      // arrives: writing on into the socket it closes after answering can lose the answer (EPIPE)
      if (!waited && sent > UPLOAD_LIMIT_BYTES + MB) {
        waited = true
        await Promise.race([response, new Promise((r) => setTimeout(r, 30_000))]).catch(() => undefined)
      }
    }
    if (!answered && !outgoing.destroyed && contentLength === undefined) outgoing.end()
  })()
  return response
}

// collecting as we sample measures what the shop holds on to, not the spent chunks Node has yet to free
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void

/** The most this process's (the server's) resident memory grew while `work` ran. */
async function peakRssGrowth<T>(work: () => Promise<T>) {
  gc({ type: 'major' })
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    gc({ type: 'minor' })
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage().rss)
    return { result, growth: peak - before }
  } finally {
    clearInterval(sampler)
  }
}

/** Every file under the shop's data folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

const documentRows = async () =>
  (await shop.services.db.select().from(storedFiles)).filter((row) => row.bucket === 'documents')

describe('a 200 MB upload', () => {
  it('is refused with 413 as its body passes 50 MB, with the memory it took far below its size', async () => {
    const { result, growth } = await peakRssGrowth(() => upload(200 * MB))
    console.info(
      `200 MB chunked upload: refused with ${result.status} after ${(result.sent / MB).toFixed(1)} MB ` +
        `had gone out; server RSS grew by ${(growth / MB).toFixed(1)} MB`,
    )
    expect(result.status).toBe(413)
    expect(result.sent).toBeLessThan(200 * MB)
    expect(growth).toBeLessThan(64 * MB)
    expect(await documentRows()).toEqual([])
  })

  it('is refused at once when it declares its 200 MB, before the body is read', async () => {
    const { result, growth } = await peakRssGrowth(() => upload(200 * MB, 200 * MB))
    console.info(
      `200 MB declared upload: refused with ${result.status} after ${(result.sent / MB).toFixed(1)} MB; ` +
        `server RSS grew by ${(growth / MB).toFixed(1)} MB`,
    )
    expect(result.status).toBe(413)
    expect(result.sent).toBeLessThan(UPLOAD_LIMIT_BYTES)
    expect(growth).toBeLessThan(64 * MB)
    expect(await documentRows()).toEqual([])
  })
})

describe('a file name that is a path', () => {
  it.each([
    '../../../../etc/passwd',
    '/etc/passwd',
    'C:\\x',
    '..\\..\\windows\\win.ini',
    'evil\u0000.txt',
    '....//....//escape.txt',
    '..',
    '.htaccess',
  ])('%j is stored inside the bucket under a safe name', async (name) => {
    const before = await filesUnder(shop.config.dataDir)
    const response = await staff.request(`/api/staff/files/documents?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      raw: 'root:x:0:0',
      headers: { 'content-type': 'text/plain' },
    })
    const file = (await response.json()) as { id: string; name: string; originalName: string }
    expect(response.status, JSON.stringify(file)).toBe(201)
    // the key: timestamp, tag and plain characters only
    expect(file.name).toMatch(/^\d+-[0-9a-f]{8}-[A-Za-z0-9][A-Za-z0-9._-]*$/)
    expect(file.name).not.toContain('..')
    // the name shown: one segment, nothing hidden
    expect(file.originalName).not.toMatch(/[/\\\0]/)
    expect(['', '.', '..']).not.toContain(file.originalName)

    const added = (await filesUnder(shop.config.dataDir)).filter((entry) => !before.includes(entry))
    const written = added.filter((entry) => !entry.startsWith(`db${path.sep}`))
    expect(written).toEqual([path.join('files', 'documents', file.name)])

    const download = await staff.get(`/api/staff/files/documents/${file.id}`)
    expect(download.status).toBe(200)
    expect(await download.text()).toBe('root:x:0:0')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"\\/\r\n]*";/)
  })
})

describe('files a browser would run', () => {
  it.each([
    ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['page.html', 'text/html', '<script>alert(1)</script>'],
    ['page.htm', 'text/html; charset=utf-8', '<script>alert(1)</script>'],
    ['page.xhtml', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['disguised.png', 'image/png', '<script>alert(1)</script>'],
  ])('%s (%s) is downloaded as an attachment, never sniffed into a page', async (name, type, body) => {
    const response = await staff.request(`/api/staff/files/images?name=${name}`, {
      method: 'POST',
      raw: body,
      headers: { 'content-type': type },
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const download = await staff.get(`/api/staff/files/images/${id}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-type')).not.toMatch(/html|svg|xml|javascript/)
    expect(await download.text()).toBe(body)
  })
})
