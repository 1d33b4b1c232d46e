import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP server that accepts every message and counts each Message-ID it received: what a
 * recipient's mail server would see, so a message sent twice shows as a count of 2.
 */
export async function startSmtpSink() {
  const received = new Map<string, number>()
  let messages = 0
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let head = ''
      let done = false
      stream.on('data', (chunk: Buffer) => {
        if (done) return
        head += chunk.toString('latin1')
        const end = head.indexOf('\r\n\r\n')
        if (end === -1 && head.length < 64 * 1024) return
        done = true
        const id = /^message-id:\s*(<[^>\r\n]+>)/im.exec(end === -1 ? head : head.slice(0, end))?.[1]
        const key = id ?? '(no Message-ID)'
        received.set(key, (received.get(key) ?? 0) + 1)
      })
      stream.on('end', () => {
        messages += 1
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messages: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
