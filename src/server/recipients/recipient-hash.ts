import { createHmac, hkdfSync } from 'node:crypto'

/**
 * The shop's keys for recipients, derived from its auth secret (AUTH_SECRET, or the one kept in
 * $DATA_DIR/auth-secret): one keys the hash of an address, the other signs the links in a scroll's
 * email. A new auth secret makes new keys, and the do-not-send list no longer matches (docs/deploy.md).
 */
export type RecipientKeys = { readonly hash: Buffer; readonly token: Buffer }

export function recipientKeys(authSecret: string): RecipientKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', authSecret, 'scrolls-of-fury/recipients', purpose, 32))
  return { hash: derive('address-hash/v1'), token: derive('link-token/v1') }
}

const gmail = new Set(['gmail.com', 'googlemail.com'])

/**
 * One address for one mailbox, so that a recipient who said "no more" cannot be reached by writing their
 * address another way: lower case, trimmed, no `+tag` (most providers deliver `name+tag@` to `name@`; a
 * provider where `+` is part of a name is rare, and blocking too much is the safe side here), and for
 * Gmail no dots either, since Gmail ignores them and googlemail.com is the same mailbox.
 */
export function normaliseAddress(address: string): string {
  const lower = address.normalize('NFC').trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1).replace(/\.$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (gmail.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** The keyed hash (HMAC-SHA256, base64url) of a normalised address: all the shop keeps of a recipient. */
export function recipientHash(keys: RecipientKeys, address: string): string {
  return createHmac('sha256', keys.hash).update(normaliseAddress(address)).digest('base64url')
}
