/**
 * A name as a slug: lower-case letters and digits, words joined by single hyphens, none at either end
 * (the partner slug rule of product decision 17). "Sir Grumble's Tavern" -> "sir-grumbles-tavern". Letters
 * with accents lose them; other characters part words.
 */
export function slugFrom(name: string, maxLength = 100): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}
