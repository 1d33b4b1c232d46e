import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'

export type TcpProxy = {
  port: number
  /** `url` with its host and port pointed at the proxy */
  proxiedUrl(url: string): string
  /** what a server restart looks like to its clients: every connection dropped, new ones refused */
  goDown(): Promise<void>
  /** listens again on the same port */
  comeBack(): Promise<void>
  close(): Promise<void>
}

/** A TCP proxy in front of a server the tests must not stop (the shared PostgreSQL), to fake its restart. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>()
  let server: Server | undefined

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host)
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.setNoDelay(true)
        }
        // one side gone, the other goes too, as when the server process dies
        client.on('error', () => upstream.destroy())
        upstream.on('error', () => client.destroy())
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
        client.pipe(upstream)
        upstream.pipe(client)
      })
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => {
        server = listening
        const address = listening.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const listening = server
      server = undefined
      if (!listening) return resolve()
      listening.close(() => resolve())
      for (const socket of open) socket.destroy()
    })

  const port = await listen(0)
  return {
    port,
    proxiedUrl(url) {
      const proxied = new URL(url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(port)
      return proxied.toString()
    },
    goDown: stopListening,
    async comeBack() {
      await listen(port)
    },
    close: stopListening,
  }
}
