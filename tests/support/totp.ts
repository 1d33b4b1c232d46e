import { createHmac } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(text: string): Buffer {
  let bits = ''
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value === -1) throw new Error(`not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)))
}

/** The secret an authenticator app would read from an otpauth:// URI. */
export function secretFromTotpUri(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get('secret')
  if (!secret) throw new Error(`no secret in ${uri}`)
  return base32Decode(secret)
}

/** RFC 6238 with SHA-1, six digits, 30-second steps: what an authenticator app shows at `at`. */
export function totpCode(secret: Buffer, at = Date.now(), stepOffset = 0): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset))
  const digest = createHmac('sha1', secret).update(counter).digest()
  const offset = (digest.at(-1) ?? 0) & 0xf
  const value = digest.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}
