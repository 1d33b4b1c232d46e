import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorageBucket } from '@/domain/storage-buckets'
import { storedFiles } from '@/server/db/schema'
import { type Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

type FileRow = {
  id: string
  name: string
  originalName: string | null
  size: number | null
  contentType: string
  createdAt: string
  uploadedBy: string | null
}
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } }

let directory: string
let s3: S3rver
const shops: Partial<Record<'fs' | 's3', { shop: TestShop; staff: Browser }>> = {}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-files-s3-'))
  // an S3-compatible server on loopback, speaking the real S3 protocol to the AWS SDK
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop-files', configs: [] }],
  })
  const { port } = (await s3.run()) as AddressInfo
  for (const kind of ['fs', 's3'] as const) {
    const shop = await startTestShop({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(kind === 's3'
        ? {
            STORAGE_DRIVER: 's3',
            S3_BUCKET: 'shop-files',
            S3_ENDPOINT: `http://127.0.0.1:${port}`,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
          }
        : {}),
    })
    shops[kind] = { shop, staff: await signedInAs(shop, 'staff') }
  }
})
afterAll(async () => {
  for (const { shop } of Object.values(shops)) await shop.stop()
  await s3?.close()
  await rm(directory, { recursive: true, force: true })
})

const fsShop = () => shops.fs as { shop: TestShop; staff: Browser }

function upload(
  browser: Browser,
  bucket: string,
  name: string,
  body: Uint8Array | string,
  contentType = 'application/octet-stream',
) {
  return browser.request(`/api/staff/files/${bucket}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    raw: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': contentType },
  })
}

async function uploaded(
  browser: Browser,
  bucket: string,
  name: string,
  body: Uint8Array | string,
  type?: string,
) {
  const response = await upload(browser, bucket, name, body, type)
  const json = (await response.json()) as FileRow
  expect(response.status, JSON.stringify(json)).toBe(201)
  return json
}

async function list(browser: Browser, bucket: string, query = '') {
  const response = await browser.get(`/api/staff/files/${bucket}${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { files: FileRow[]; total: number }
}

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status)
  return ((await response.json()) as ErrorReply).error
}

describe.each(['fs', 's3'] as const)('the file manager on %s storage', (kind) => {
  it('uploads, lists, downloads and deletes a file, under the name it came with', async () => {
    const { shop, staff } = shops[kind] as { shop: TestShop; staff: Browser }
    const text = '%PDF-1.7 a grudge, sealed'
    const file = await uploaded(staff, 'documents', 'Zorn des Königs.pdf', text, 'application/pdf')
    expect(file).toMatchObject({
      originalName: 'Zorn des Königs.pdf',
      size: Buffer.byteLength(text),
      contentType: 'application/pdf',
      uploadedBy: 'Sir Testalot',
    })
    expect(file.name).toMatch(/^\d{13}-[0-9a-f]{8}-Zorn_des_Konigs\.pdf$/)
    expect(await shop.services.storage.exists('documents', file.name)).toBe(true)

    const { files, total } = await list(staff, 'documents')
    expect(total).toBe(1)
    expect(files).toEqual([file])

    const download = await staff.get(`/api/staff/files/documents/${file.id}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Zorn des Konigs.pdf"; filename*=UTF-8''Zorn%20des%20K%C3%B6nigs.pdf`,
    )
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(await download.text()).toBe(text)

    const removed = await staff.request(`/api/staff/files/documents/${file.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect(await shop.services.storage.exists('documents', file.name)).toBe(false)
    expect(await list(staff, 'documents')).toEqual({ files: [], total: 0 })
    const gone = await staff.get(`/api/staff/files/documents/${file.id}`)
    expect((await errorOf(gone, 404)).fields).toHaveProperty('file')
    const again = await staff.request(`/api/staff/files/documents/${file.id}`, { method: 'DELETE' })
    expect((await errorOf(again, 404)).fields).toHaveProperty('file')
  })

  it('keeps a file of several megabytes byte for byte (several parts on S3)', async () => {
    const { staff } = shops[kind] as { shop: TestShop; staff: Browser }
    const bytes = randomBytes(11 * 1024 * 1024 + 17)
    const file = await uploaded(staff, 'admin-assets', 'hoard.bin', bytes)
    expect(file.size).toBe(bytes.length)
    const download = await staff.get(`/api/staff/files/admin-assets/${file.id}`)
    expect(download.headers.get('content-length')).toBe(String(bytes.length))
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('lists the files the shop wrote itself, such as sealed scrolls', async () => {
    const { shop, staff } = shops[kind] as { shop: TestShop; staff: Browser }
    const pdf = new TextEncoder().encode('%PDF-1.7 scroll 1001')
    await shop.services.storage.put('generated-scrolls', 'orders/1001/0-r1.pdf', pdf, 'application/pdf')
    const { files } = await list(staff, 'generated-scrolls')
    const file = files.find((row) => row.name === 'orders/1001/0-r1.pdf')
    expect(file).toMatchObject({ originalName: null, size: pdf.length, uploadedBy: null })
    const download = await staff.get(`/api/staff/files/generated-scrolls/${file?.id}`)
    expect(download.headers.get('content-disposition')).toContain(`filename="0-r1.pdf"`)
    expect(await download.text()).toBe('%PDF-1.7 scroll 1001')
  })
})

describe('uploads', () => {
  it('keeps two uploads of one name apart', async () => {
    const { staff } = fsShop()
    const first = await uploaded(staff, 'user-uploads', 'grudge.txt', 'first', 'text/plain')
    const second = await uploaded(staff, 'user-uploads', 'grudge.txt', 'second', 'text/plain')
    expect(first.name).not.toBe(second.name)
    expect(await (await staff.get(`/api/staff/files/user-uploads/${first.id}`)).text()).toBe('first')
    expect(await (await staff.get(`/api/staff/files/user-uploads/${second.id}`)).text()).toBe('second')
  })

  it.each([
    ['../../etc/passwd', 'passwd', 'passwd'],
    ['/var/lib/shop/scroll.txt', 'scroll.txt', 'scroll.txt'],
    ['C:\\Users\\knave\\grudge.txt', 'grudge.txt', 'grudge.txt'],
    ['..', 'file', 'file'],
    ['evil\u0000name\r\n.txt', 'evilname.txt', 'evilname.txt'],
    ['\u202Etxt.exe', 'txt.exe', 'txt.exe'],
    ['.htaccess', '.htaccess', 'htaccess'],
    ['Zorn <des> "Königs"?.txt', 'Zorn <des> "Königs"?.txt', 'Zorn_des_Konigs_.txt'],
  ])('stores %j inside its bucket as %j', async (given, shown, storedAs) => {
    const { shop, staff } = fsShop()
    const file = await uploaded(staff, 'images', given, 'contents')
    expect(file.originalName).toBe(shown)
    expect(file.name).toBe(`${file.name.split('-').slice(0, 2).join('-')}-${storedAs}`)
    // the file sits in its bucket's folder, not in a folder its name made up
    const stored = await readdir(path.join(shop.config.dataDir, 'files', 'images'), { recursive: true })
    expect(stored).toContain(file.name)
    expect(stored.filter((entry) => entry.includes(path.sep))).toEqual([])
    const download = await staff.get(`/api/staff/files/images/${file.id}`)
    expect(download.headers.get('content-disposition')).toMatch(/^[\x20-\x7e]+$/)
  })

  it('refuses an unknown bucket, naming the bucket', async () => {
    const { staff } = fsShop()
    const id = '00000000-0000-4000-8000-000000000000'
    for (const response of [
      await staff.get('/api/staff/files/secrets'),
      await upload(staff, 'secrets', 'a.txt', 'a'),
      await staff.get(`/api/staff/files/secrets/${id}`),
      await staff.request(`/api/staff/files/secrets/${id}`, { method: 'DELETE' }),
    ]) {
      const error = await errorOf(response, 400)
      expect(error.code).toBe('invalid_request')
      expect(error.fields).toHaveProperty('bucket')
    }
  })

  it('refuses a file id that is not one, and an upload without a name, naming the field', async () => {
    const { staff } = fsShop()
    expect((await errorOf(await staff.get('/api/staff/files/images/nope'), 400)).fields).toHaveProperty(
      'file',
    )
    const unnamed = await staff.request('/api/staff/files/images', { method: 'POST', raw: 'a' })
    expect((await errorOf(unnamed, 400)).fields).toHaveProperty('name')
  })

  it('records who uploaded a file', async () => {
    const { shop, staff } = fsShop()
    const file = await uploaded(staff, 'avatars', 'me.png', 'png', 'image/png')
    const [row] = await shop.services.db.select().from(storedFiles).where(eq(storedFiles.id, file.id))
    expect(row?.uploadedBy).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses uploads to anyone but staff, and from another site', async () => {
    const { shop } = fsShop()
    const customer = await signedInAs(shop, 'user')
    expect((await errorOf(await upload(customer, 'images', 'a.txt', 'a'), 403)).code).toBe('forbidden')
    expect((await errorOf(await customer.get('/api/staff/files/images'), 403)).code).toBe('forbidden')
    const staff = await signedInAs(shop, 'staff')
    const forged = await staff.request('/api/staff/files/images?name=a.txt', {
      method: 'POST',
      raw: 'a',
      headers: { origin: 'https://evil.example' },
    })
    expect((await errorOf(forged, 403)).code).toBe('forbidden')
  })
})

describe('downloads', () => {
  it.each([
    [
      'drawing.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['page.html', 'text/html', '<script>alert(1)</script>'],
    ['data.xml', 'application/xml', '<x/>'],
    ['code.js', 'text/javascript', 'alert(1)'],
    ['unknown', 'not a type', 'bytes'],
  ])('serves %s (%s) as bytes to save, never as a page', async (name, type, contents) => {
    const { staff } = fsShop()
    const file = await uploaded(staff, 'images', name, contents, type)
    const download = await staff.get(`/api/staff/files/images/${file.id}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/octet-stream')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await download.text()).toBe(contents)
  })

  it('keeps the type a file was uploaded with in the list', async () => {
    const { staff } = fsShop()
    const file = await uploaded(staff, 'images', 'drawing.svg', '<svg/>', 'image/svg+xml; charset=utf-8')
    expect(file.contentType).toBe('image/svg+xml')
  })
})

describe('the list', () => {
  it('pages a bucket a hundred files at a time, newest first, with the total', async () => {
    const { staff } = fsShop()
    const bucket: StorageBucket = 'voice-narrations'
    const names: string[] = []
    for (let index = 0; index < 105; index += 1) {
      names.push((await uploaded(staff, bucket, `reading-${index}.mp3`, `${index}`, 'audio/mpeg')).name)
    }
    const first = await list(staff, bucket)
    expect(first.total).toBe(105)
    expect(first.files).toHaveLength(100)
    expect(first.files.map((file) => file.name)).toEqual(names.slice(5).reverse())
    const second = await list(staff, bucket, '?page=2')
    expect(second.files.map((file) => file.name)).toEqual(names.slice(0, 5).reverse())
    expect((await list(staff, bucket, '?page=3')).files).toEqual([])
    const tooMany = await staff.get(`/api/staff/files/${bucket}?pageSize=101`)
    expect((await errorOf(tooMany, 400)).fields).toHaveProperty('pageSize')
  })
})
