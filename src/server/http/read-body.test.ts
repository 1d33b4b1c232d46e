import { request } from 'node:http'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBody } from './read-body'

const errors: unknown[] = []
let server: ServerType
let base: string

beforeAll(async () => {
  const app = new Hono()
  app.use(readBody({ maxSize: 1024, onError: (c) => c.text('too large', 413) }))
  app.post('/bytes', async (c) => c.body(await c.req.arrayBuffer()))
  app.onError((error, c) => {
    errors.push(error)
    return c.text('failed', error instanceof HTTPException ? error.status : 500)
  })
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port))
  })
  base = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('readBody on a Node server', () => {
  it('hands a binary body to the handler byte for byte', async () => {
    // bytes that are not valid UTF-8, so a body read as text on the way would come back changed
    const bytes = new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x80, 0x41])
    const response = await fetch(`${base}/bytes`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    })
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('treats a client that hangs up mid-body as a bad request, not a server error', async () => {
    errors.length = 0
    const outgoing = request(`${base}/bytes`, { method: 'POST', headers: { 'content-length': '100' } })
    outgoing.on('error', () => {})
    outgoing.write('only part of it')
    await new Promise((resolve) => setTimeout(resolve, 100))
    outgoing.destroy()
    for (let waited = 0; errors.length === 0 && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(HTTPException)
    expect((errors[0] as HTTPException).status).toBe(400)
  })
})
