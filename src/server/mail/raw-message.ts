/**
 * The whole message as it travels (RFC 822): composed once by nodemailer, kept by the mail log, and read
 * back for the Outbox screen. The reader knows what nodemailer writes (multiparts, base64 and
 * quoted-printable parts), which is every message the shop sends; it is not a general mail parser.
 */
import MailComposer from 'nodemailer/lib/mail-composer'
import type { MailMessage } from './mailer'

/** The message nodemailer would send for these parts, as bytes. */
export function composeRawMessage(from: string, message: MailMessage & { messageId: string }) {
  const { orderId: _orderId, raw: _raw, ...parts } = message
  return new MailComposer({ from, ...parts }).compile().build()
}

type Entity = { headers: Map<string, string>; body: string }

// latin1 maps each byte to one character and back, so bodies can be cut as text without losing a byte
function readEntity(source: string): Entity {
  const split = /\r?\n\r?\n/.exec(source)
  const head = split ? source.slice(0, split.index) : source
  const body = split ? source.slice(split.index + split[0].length) : ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** `multipart/mixed; boundary="x"` as its type and its parameters. */
function headerValue(header = '') {
  const [value = '', ...rest] = header.split(';')
  const params = new Map<string, string>()
  for (const match of rest.join(';').matchAll(/([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]+)/g)) {
    const [, name = '', raw = ''] = match
    params.set(name.toLowerCase(), raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw)
  }
  return { value: value.trim().toLowerCase(), params }
}

/** The parts that hold content, in the order they appear, multiparts opened. */
function leavesOf(entity: Entity): Entity[] {
  const type = headerValue(entity.headers.get('content-type'))
  const boundary = type.params.get('boundary')
  if (!type.value.startsWith('multipart/') || !boundary) return [entity]
  const parts: string[][] = []
  let current: string[] | undefined
  for (const line of entity.body.split(/\r?\n/)) {
    const trimmed = line.trimEnd()
    if (trimmed === `--${boundary}--`) break
    if (trimmed === `--${boundary}`) {
      current = []
      parts.push(current)
    } else current?.push(line)
  }
  return parts.flatMap((lines) => leavesOf(readEntity(lines.join('\r\n'))))
}

function decodeBody(entity: Entity): Buffer {
  const encoding = entity.headers.get('content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    const decoded = entity.body
      .replace(/[ \t]+(?=\r?\n)/g, '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(decoded, 'latin1')
  }
  return Buffer.from(entity.body, 'latin1')
}

const isAttachment = (entity: Entity) =>
  headerValue(entity.headers.get('content-disposition')).value === 'attachment'

function decodeText(entity: Entity): string {
  const charset = headerValue(entity.headers.get('content-type')).params.get('charset') ?? 'utf-8'
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(charset)
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(decodeBody(entity)).replace(/\r\n/g, '\n')
}

/** The plain-text body and the attachments' bytes, in the order they were attached. */
export function readRawMessage(raw: Uint8Array): { text: string | null; attachments: Buffer[] } {
  const message = readEntity(Buffer.from(raw).toString('latin1'))
  // the line break that ends the message is not part of a single-part body
  const leaves = leavesOf({ ...message, body: message.body.replace(/\r?\n$/, '') })
  const textPart = leaves.find(
    (leaf) =>
      !isAttachment(leaf) &&
      (headerValue(leaf.headers.get('content-type')).value || 'text/plain') === 'text/plain',
  )
  return {
    text: textPart ? decodeText(textPart) : null,
    attachments: leaves.filter(isAttachment).map(decodeBody),
  }
}
