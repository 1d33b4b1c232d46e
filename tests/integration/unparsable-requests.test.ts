import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerUnparsableRequests } from '@/server/http/client-error'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop
let server: ServerType
let port = 0

beforeAll(async () => {
  shop = await startTestShop()
  server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' })
  answerUnparsableRequests(server)
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await shop.stop()
})

// what a client sends, byte for byte, and the whole answer it gets back
function rawRequest(bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8')
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('requests Node cannot parse', () => {
  it('answers a path with raw non-URL characters with a JSON 400', async () => {
    const answer = await rawRequest(Buffer.from('GET /caf\u00e9 HTTP/1.1\r\nHost: shop\r\n\r\n', 'utf8'))
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: {
        code: 'invalid_request',
        message: 'The request could not be read',
        fields: { _: expect.any(String) },
      },
    })
  })

  it('answers headers over 16 KiB with a JSON 431', async () => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: shop\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: { code: 'invalid_request', message: 'Request headers are too large' },
    })
  })

  it('still answers a well-formed request as the shop', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
  })
})
