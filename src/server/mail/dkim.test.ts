import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dkimOptions, isSigned, signMessage } from './dkim'

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const message = Buffer.from('From: a@example.test\r\nTo: b@example.test\r\nSubject: Hi\r\n\r\nHello\r\n')

describe('dkimOptions', () => {
  it('is nothing without the variables', () => {
    expect(dkimOptions({})).toBeUndefined()
  })

  it('reads a key whose line breaks are written as \\n, as a one-line secret has them', () => {
    const options = dkimOptions({
      DKIM_DOMAIN: 'example.test',
      DKIM_SELECTOR: 'shop',
      DKIM_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    })
    expect(options).toEqual({ domainName: 'example.test', keySelector: 'shop', privateKey: pem })
  })

  it('stops the start, naming the variable, for a key it cannot read', () => {
    expect(() =>
      dkimOptions({ DKIM_DOMAIN: 'example.test', DKIM_SELECTOR: 'shop', DKIM_PRIVATE_KEY: 'not a key' }),
    ).toThrow(/DKIM_PRIVATE_KEY/)
  })
})

describe('signMessage', () => {
  it('puts one DKIM-Signature header before the message, which then reads as signed', async () => {
    const signed = await signMessage(message, {
      domainName: 'example.test',
      keySelector: 'shop',
      privateKey: pem,
    })
    expect(signed.toString()).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=example.test;/,
    )
    expect(signed.toString().endsWith(message.toString())).toBe(true)
    expect(isSigned(message)).toBe(false)
    expect(isSigned(signed)).toBe(true)
  })

  it('does not take a DKIM-Signature in the body for one in the headers', () => {
    expect(isSigned(Buffer.from('Subject: x\r\n\r\nDKIM-Signature: v=1\r\n'))).toBe(false)
  })
})
