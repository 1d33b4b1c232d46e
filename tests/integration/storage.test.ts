import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '@/server/config'
import { createStorage } from '@/server/storage/create-storage'
import type { Storage } from '@/server/storage/storage'

let directory: string
let s3: S3rver
let stores: Record<'fs' | 's3', Storage>

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-storage-'))
  // an S3-compatible server on loopback, speaking the real S3 protocol to the AWS SDK
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: 'shop-files', configs: [] }],
  })
  const { port } = (await s3.run()) as AddressInfo
  stores = {
    fs: await createStorage(loadConfig({ DATA_DIR: path.join(directory, 'data') })),
    s3: await createStorage(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    ),
  }
})
afterAll(async () => {
  await s3.close()
  await rm(directory, { recursive: true, force: true })
})

describe.each(['fs', 's3'] as const)('%s storage', (kind) => {
  it('stores, reads back, and deletes a file within its bucket', async () => {
    const storage = stores[kind]
    expect(storage.kind).toBe(kind)
    const body = new TextEncoder().encode('%PDF-1.7 a scroll of fury')
    await storage.put('generated-scrolls', 'orders/1001/scroll.pdf', body, 'application/pdf')
    expect(await storage.exists('generated-scrolls', 'orders/1001/scroll.pdf')).toBe(true)
    expect(await storage.exists('voice-narrations', 'orders/1001/scroll.pdf')).toBe(false)
    expect(Buffer.from(await storage.get('generated-scrolls', 'orders/1001/scroll.pdf')).toString()).toBe(
      '%PDF-1.7 a scroll of fury',
    )
    await storage.delete('generated-scrolls', 'orders/1001/scroll.pdf')
    expect(await storage.exists('generated-scrolls', 'orders/1001/scroll.pdf')).toBe(false)
  })

  it('refuses a key that climbs out of its bucket', async () => {
    await expect(
      stores[kind].put('images', '../admin-assets/x.png', new Uint8Array(), 'image/png'),
    ).rejects.toThrow('Invalid storage key')
  })
})
