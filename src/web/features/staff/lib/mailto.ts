/**
 * A `mailto:` link to one address. The address is what a visitor typed: its parts are encoded, so a `?`
 * or `&` in it cannot add a subject, a body or another recipient to the staff member's new email.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}
