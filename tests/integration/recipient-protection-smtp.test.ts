import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { checkDkim } from './support/dkim'
import { placePaidOrder } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

// a real SMTP peer on loopback: the one-click headers must reach it as a mail client would read them
const received: Array<ParsedMail & { raw: Buffer }> = []
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    buffer(stream)
      .then(async (raw) => {
        received.push({ ...(await simpleParser(raw)), raw })
        callback()
      })
      .catch(callback)
  },
})
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
let shop: TestShop

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  shop = await startTestShop({
    SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    PUBLIC_URL: 'https://scrollsoffury.test',
    DKIM_DOMAIN: 'scrollsoffury.test',
    DKIM_SELECTOR: 'ravens2026',
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  })
})
afterAll(async () => {
  await shop.stop()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('a scroll to its recipient, through SMTP', () => {
  it('reaches the mail server with List-Unsubscribe and its one-click POST, signed by DKIM', async () => {
    await placePaidOrder(shop, cursedRequest({ recipientEmail: 'smtp-recipient@example.test' }))
    const mail = await eventually(
      async () =>
        received.find(
          (message) =>
            message.to && 'text' in message.to && message.to.text === 'smtp-recipient@example.test',
        ),
      30_000,
    )
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ')
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/scrollsoffury\.test\/api\/recipients\/opt-out\/[\w-]+\.[\w-]+>, <mailto:council@scrollsoffury\.shop\?subject=[^>]+>$/,
    )
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail.text).toContain('Never send me another scroll: https://scrollsoffury.test/never-again/')
    // RFC 8058: a receiver honours the one-click only when the signature covers both headers
    const dkim = checkDkim(mail.raw, publicKey)
    expect(dkim).toMatchObject({ signatures: 1, bodyHashMatches: true, verifies: true })
    const signed = (dkim.tags?.h ?? '').toLowerCase().split(':')
    expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']))
  })
})
