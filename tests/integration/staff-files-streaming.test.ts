import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { get, type IncomingMessage, request } from 'node:http'
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

// Uploads on a real Node server: the body comes off the socket as it arrives and goes to storage as it
// comes, so neither the limit nor the memory the shop uses depend on the client's honesty.

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

type Sent = { status: number; json: Record<string, unknown>; sent: number }

/**
 * Sends `total` bytes of one repeated 64 KiB chunk, minding backpressure, as a browser's upload does; with
 * no `contentLength` the body goes chunked. Stops sending once the server has answered. With `waitAt`,
 * it waits there a while for an answer before sending on: a server that answered early has closed the
 * connection by the time the client writes again, and the client would see a broken pipe, not the answer.
 */
function send(
  bucket: string,
  options: { total: number; contentLength?: number; cookie?: string; name?: string; waitAt?: number },
): Promise<Sent> {
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const headers: Record<string, string> = {
    'content-type': 'application/octet-stream',
    origin: base,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.contentLength === undefined ? {} : { 'content-length': String(options.contentLength) }),
  }
  const outgoing = request(
    `${base}/api/staff/files/${bucket}?name=${encodeURIComponent(options.name ?? 'hoard.bin')}`,
    // a connection of its own: one left mid-body by a refusal must not carry the next request
    { method: 'POST', headers, agent: false, signal: AbortSignal.timeout(60_000) },
  )
  let sent = 0
  let answered = false
  const response = new Promise<Sent>((resolve, reject) => {
    outgoing.once('response', async (incoming: IncomingMessage) => {
      answered = true
      let text = ''
      for await (const part of incoming) text += part
      outgoing.destroy()
      resolve({ status: incoming.statusCode ?? 0, json: text ? JSON.parse(text) : { text }, sent })
    })
    // a server that answered early may close the socket while the body is still going out
    outgoing.once('error', (error) => {
      if (!answered) reject(error)
    })
  })
  void (async () => {
    outgoing.flushHeaders()
    while (sent < options.total && !answered && !outgoing.destroyed) {
      if (sent === options.waitAt) await Promise.race([response, sleep(3_000)]).catch(() => undefined)
      if (answered) break
      const size = Math.min(chunk.length, options.total - sent)
      sent += size
      if (!outgoing.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
        await new Promise<void>((resolve) => {
          const go = () => {
            outgoing.off('drain', go).off('close', go)
            resolve()
          }
          outgoing.once('drain', go).once('close', go)
        })
      }
    }
    // a body cut short of its Content-Length stays open: the server must answer without it
    if (!answered && !outgoing.destroyed && options.contentLength === undefined) outgoing.end()
  })()
  return response
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Node frees a request's spent chunks only when the garbage collector runs, and it lets tens of megabytes
// of them pile up first; collecting as we sample measures what the shop holds on to, not what it dropped
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void

/** The most the process's resident memory grew above where it stood, while `work` ran. */
async function rssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  gc({ type: 'major' })
  const before = process.memoryUsage().rss
  let peak = before
  const sample = () => {
    // a young-generation collection: quick, and it is where spent chunks die
    gc({ type: 'minor' })
    peak = Math.max(peak, process.memoryUsage().rss)
  }
  const sampler = setInterval(sample, 10)
  try {
    const result = await work()
    sample()
    return { result, growth: peak - before }
  } finally {
    clearInterval(sampler)
  }
}

const filesIn = async (bucket: string) =>
  readdir(path.join(shop.config.dataDir, 'files', bucket)).catch(() => [] as string[])

const rowsIn = async (bucket: string) =>
  (await shop.services.db.select().from(storedFiles)).filter((row) => row.bucket === bucket)

// the memory a process freed stays in its resident set for the next allocation to reuse: each figure is
// measured before any larger body passed through, the refused one first
describe('uploads on a real HTTP server', () => {
  it('stops a chunked upload that grows past 50 MB, deletes what was written, and keeps serving', async () => {
    const { result, growth } = await rssGrowth(() =>
      send('user-uploads', {
        total: 60 * MB,
        waitAt: UPLOAD_LIMIT_BYTES + 4 * MB,
        cookie: staff.cookieHeader(),
        name: 'too-big.bin',
      }),
    )
    expect(result.status).toBe(413)
    expect(result.json).toMatchObject({
      error: { code: 'payload_too_large', fields: { file: expect.any(String) } },
    })
    // answered once the body passed the limit, not at its end
    expect(result.sent).toBeGreaterThan(UPLOAD_LIMIT_BYTES)
    expect(result.sent).toBeLessThan(60 * MB)
    console.info(`RSS grew by ${(growth / MB).toFixed(1)} MB while a 60 MB upload was streamed and refused`)
    expect(growth).toBeLessThan(20 * MB)
    expect(await filesIn('user-uploads')).toEqual([])
    expect(await rowsIn('user-uploads')).toEqual([])

    const next = await send('user-uploads', { total: 1000, cookie: staff.cookieHeader() })
    expect(next.status).toBe(201)
  })

  it('streams a 45 MB upload to storage and back without holding it in memory', async () => {
    const total = 45 * MB
    const { result, growth } = await rssGrowth(() =>
      send('documents', { total, cookie: staff.cookieHeader() }),
    )
    expect(result.status, JSON.stringify(result.json)).toBe(201)
    expect(result.json).toMatchObject({ size: total, originalName: 'hoard.bin' })
    console.info(`RSS grew by ${(growth / MB).toFixed(1)} MB while a 45 MB upload was stored`)
    expect(growth).toBeLessThan(20 * MB)

    const sentHash = createHash('sha256')
    const chunk = Buffer.alloc(64 * 1024, 'x')
    for (let offset = 0; offset < total; offset += chunk.length) sentHash.update(chunk)
    const expected = sentHash.digest('hex')
    const download = await rssGrowth(async () => {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        get(`${base}/api/staff/files/documents/${result.json.id}`, {
          headers: { cookie: staff.cookieHeader() },
          agent: false,
        })
          .once('response', resolve)
          .once('error', reject)
      })
      const hash = createHash('sha256')
      for await (const part of response) hash.update(part)
      return { status: response.statusCode, hash: hash.digest('hex') }
    })
    expect(download.result).toEqual({ status: 200, hash: expected })
    console.info(`RSS grew by ${(download.growth / MB).toFixed(1)} MB while it was downloaded`)
    expect(download.growth).toBeLessThan(20 * MB)
  })

  it('refuses a declared Content-Length over 50 MB at once, before reading the body', async () => {
    // 64 KiB of 60 MB go out, then the client waits: a server that read the body first would never answer
    const declared = await send('admin-assets', {
      total: 64 * 1024,
      contentLength: 60 * MB,
      cookie: staff.cookieHeader(),
    })
    expect(declared.status).toBe(413)
    expect(declared.json).toMatchObject({
      error: { code: 'payload_too_large', fields: { file: expect.any(String) } },
    })
    expect(await filesIn('admin-assets')).toEqual([])
    expect(await rowsIn('admin-assets')).toEqual([])
  })

  it('takes exactly 50 MB', async () => {
    const result = await send('avatars', { total: UPLOAD_LIMIT_BYTES, cookie: staff.cookieHeader() })
    expect(result.status).toBe(201)
    expect(result.json.size).toBe(UPLOAD_LIMIT_BYTES)
  })

  it('answers 401 and 403 before reading the body', async () => {
    const anonymous = await send('images', { total: 64 * 1024, contentLength: 40 * MB })
    expect(anonymous.status).toBe(401)
    const customer = await signedInAs(shop, 'user')
    const refused = await send('images', {
      total: 64 * 1024,
      contentLength: 40 * MB,
      cookie: customer.cookieHeader(),
    })
    expect(refused.status).toBe(403)
    expect(await filesIn('images')).toEqual([])
  })

  it('deletes what was written when the client hangs up halfway', async () => {
    const outgoing = request(`${base}/api/staff/files/images?name=cut.bin`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', origin: base, cookie: staff.cookieHeader() },
      agent: false,
    })
    outgoing.on('error', () => undefined)
    outgoing.flushHeaders()
    outgoing.write(Buffer.alloc(2 * MB, 'x'))
    await sleep(300)
    expect(await filesIn('images')).toHaveLength(1)
    outgoing.destroy()
    const deadline = Date.now() + 5_000
    while ((await filesIn('images')).length > 0 && Date.now() < deadline) await sleep(50)
    expect(await filesIn('images')).toEqual([])
    expect(await rowsIn('images')).toEqual([])
  })
})
