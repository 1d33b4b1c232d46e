import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ServerType } from '@hono/node-server'
import { errorBody } from './errors'

/**
 * A request Node's parser refuses before the shop sees it (a path with raw non-URL characters, headers
 * over 16 KiB, a broken request line) is answered as every other refusal is: JSON naming what is wrong,
 * rather than Node's bare status line.
 */
export function answerUnparsableRequests(server: ServerType) {
  ;(server as Server).on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    const body = JSON.stringify(
      errorBody(
        'invalid_request',
        tooLarge ? 'Request headers are too large' : 'The request could not be read',
      ),
    )
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}
