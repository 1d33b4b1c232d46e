import { createHash, createVerify, type KeyObject } from 'node:crypto'

/**
 * Checks a message's DKIM signature the way a receiving server does (RFC 6376, relaxed/relaxed and
 * rsa-sha256, the only kind the shop signs), with the public key its DNS record would publish; written here
 * apart from nodemailer's signer, so the test does not grade the signer with its own code.
 */
export function checkDkim(raw: Buffer, publicKey: KeyObject) {
  const text = raw.toString('latin1').replace(/\r?\n/g, '\r\n')
  const split = text.indexOf('\r\n\r\n')
  const head = text.slice(0, split + 2)
  const body = text.slice(split + 4)
  // header fields, each with its folded continuation lines
  const fields = head
    .split(/\r\n(?![ \t])/)
    .filter((field) => field !== '')
    .map((field) => ({ name: field.slice(0, field.indexOf(':')).trim().toLowerCase(), field }))
  const signatures = fields.filter((field) => field.name === 'dkim-signature')
  const signature = signatures[0]
  if (!signature) return { signatures: 0 }
  const tags = Object.fromEntries(
    signature.field
      .slice(signature.field.indexOf(':') + 1)
      .split(';')
      .map((tag) => tag.replace(/\s+/g, ''))
      .filter((tag) => tag !== '')
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]),
  ) as Record<string, string>

  const bodyHash = createHash('sha256').update(relaxedBody(body), 'latin1').digest('base64')

  // each name in h= takes the last field of that name not taken yet, counting from the bottom
  const unused = [...fields]
  const signedHeaders = (tags.h ?? '').split(':').flatMap((name) => {
    const index = unused.findLastIndex((field) => field.name === name.toLowerCase())
    if (index === -1) return []
    const [field] = unused.splice(index, 1)
    return field ? [relaxedHeader(field.field)] : []
  })
  const withoutB = relaxedHeader(signature.field).replace(/b=[^;]*$/, 'b=')
  const verifier = createVerify('RSA-SHA256')
  verifier.update(`${signedHeaders.map((line) => `${line}\r\n`).join('')}${withoutB}`, 'latin1')
  return {
    signatures: signatures.length,
    tags,
    bodyHashMatches: bodyHash === tags.bh,
    verifies: verifier.verify(publicKey, tags.b ?? '', 'base64'),
  }
}

function relaxedHeader(field: string) {
  const colon = field.indexOf(':')
  const name = field.slice(0, colon).trim().toLowerCase()
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${name}:${value}`
}

function relaxedBody(body: string) {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`
}
