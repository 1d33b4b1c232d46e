import { createPrivateKey } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import DKIM from 'nodemailer/lib/dkim'
import { type Config, ConfigError } from '../config'

/** nodemailer's own DKIM options, as its transports and its signer take them. */
export type DkimOptions = { domainName: string; keySelector: string; privateKey: string }

// nodemailer's own list of signed headers, and List-Unsubscribe-Post: a receiver honours a one-click
// opt-out only when the signature covers both it and List-Unsubscribe (RFC 8058, section 4)
const signedHeaders = [
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding',
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc',
  'Resent-Message-ID:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post',
  'List-Subscribe:List-Post:List-Owner:List-Archive',
].join(':')

/**
 * The shop's DKIM key from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM; a platform that keeps a
 * secret on one line may write its line breaks as `\n`), or nothing when they are unset. A key that cannot
 * be read stops the start: nodemailer would otherwise send every message unsigned without a word.
 */
export function dkimOptions(
  config: Pick<Config, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>,
): DkimOptions | undefined {
  if (!config.DKIM_DOMAIN || !config.DKIM_SELECTOR || !config.DKIM_PRIVATE_KEY) return undefined
  const privateKey = config.DKIM_PRIVATE_KEY.replaceAll('\\n', '\n')
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa') throw new Error('not an RSA key')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `Invalid configuration:\n  DKIM_PRIVATE_KEY: must be an RSA private key in PEM (${reason})`,
    )
  }
  return { domainName: config.DKIM_DOMAIN, keySelector: config.DKIM_SELECTOR, privateKey }
}

/** The message with a DKIM-Signature header of the key's domain and selector before its own headers. */
export async function signMessage(raw: Buffer, dkim: DkimOptions): Promise<Buffer> {
  return buffer(new DKIM({ headerFieldNames: signedHeaders, ...dkim }).sign(raw))
}

/** Whether a composed message carries a DKIM signature already, so that no one signs it twice. */
export function isSigned(raw: Buffer): boolean {
  const [headers = ''] = raw
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .split(/\r?\n\r?\n/, 1)
  return /^dkim-signature:/im.test(headers)
}
