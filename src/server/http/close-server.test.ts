import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { closeServer } from './close-server'

let server: Server | undefined
const agent = new Agent({ keepAlive: true })

afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  agent.destroy()
})

/** A server whose requests take `?ms=` milliseconds to answer (or never, with `never`). */
async function startSlowServer() {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.searchParams.has('never')) return
    setTimeout(() => res.end('done'), Number(url.searchParams.get('ms') ?? 0))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, path: string): Promise<{ status?: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('closeServer', () => {
  it('lets the requests in flight finish, closes idle sockets at once and refuses new connections', async () => {
    const port = await startSlowServer()
    // a keep-alive socket that has answered and now sits idle
    await get(port, '/?ms=0')
    const slow = [get(port, '/?ms=600'), get(port, '/?ms=300')]
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const closed = closeServer(server as Server, { deadlineMs: 5_000 })
    await expect(get(port, '/?ms=0')).rejects.toThrow()
    expect(await Promise.all(slow)).toEqual([
      { status: 200, body: 'done' },
      { status: 200, body: 'done' },
    ])
    await closed
    // once the last response is out, not at the deadline
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('cuts a request that is still running at the deadline', async () => {
    const port = await startSlowServer()
    const hung = get(port, '/?never')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await closeServer(server as Server, { deadlineMs: 300 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/)
  })
})
