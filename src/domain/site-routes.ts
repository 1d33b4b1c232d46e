/**
 * Every page path of the shop. The web router renders them and the server answers 200 for them; any
 * other path is the 404 page, answered with status 404 and recorded.
 */
export const customerPaths = [
  '/',
  '/bundles',
  '/bundle-order',
  '/light-rant-form',
  '/scroll-of-fury-form',
  '/eternal-scroll-form',
  '/custom-commission-form',
  '/epic-scroll-commission-form',
  '/love-me-scroll-form',
  '/payment',
  '/test-confirmation',
  '/commission-confirmation',
  // a commission's quote, by the secret token its email carries
  '/commission/quote/:token',
  '/auth',
  '/confirmation',
  '/payment-success',
  '/mock-payment',
  // the shop's own test checkout, used when no payment provider is configured
  '/test-checkout/:sessionId',
  '/free-sample',
  '/free-rant-confirmation',
  '/p/:slug',
  '/r/:slug',
  // a scroll's recipient, by the signed token of a link at the foot of its email (product decision 28)
  '/never-again/:token',
  '/report/:token',
  // the customer's private page of an order, by the signed link in their receipt (product decision 30)
  '/order/:token',
  // the shop's rules: what it writes and refuses, its terms, its privacy notice, its refunds
  '/scribes-code',
  '/terms',
  '/privacy',
  '/refunds',
] as const

/** The back office, for signed-in staff only (product decision 18). */
export const staffPaths = [
  '/admin-analytics',
  '/internal/admin-analytics',
  '/file-manager',
  '/internal/partners',
  '/internal/partner-analytics',
  '/admin',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/inbox',
  '/admin/inbox/:kind/:id',
  '/admin/analytics',
  '/admin/partners',
  '/admin/partner-analytics',
  '/admin/partners/:id/ledger',
  '/admin/payouts',
  '/admin/payouts/:id',
  '/admin/files',
  '/admin/outbox',
  '/admin/outbox/:id',
  '/admin/missing-pages',
  '/admin/users',
  '/admin/security',
] as const

export type CustomerPath = (typeof customerPaths)[number]
export type SitePath = CustomerPath | (typeof staffPaths)[number]

// marked pure so that the web, which imports this module for orderFormPath alone, leaves the lists out
export const sitePaths: readonly SitePath[] = /* @__PURE__ */ [customerPaths, staffPaths].flat()

// a parameter (`:sessionId`, `:slug`) stands for one non-empty path segment, whatever its name's case
let patterns: RegExp[] | undefined

/** The page a path shows (`/p/:slug` for `/p/sir-grumble`), or undefined for a path of no page. */
export function matchSitePath(pathname: string): SitePath | undefined {
  patterns ??= sitePaths.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`))
  const index = patterns.findIndex((pattern) => pattern.test(pathname))
  return index === -1 ? undefined : sitePaths[index]
}

const orderFormByScrollType: Record<string, SitePath> = {
  'light-rant': '/light-rant-form',
  'scroll-of-fury': '/scroll-of-fury-form',
  'epic-scroll-commission': '/epic-scroll-commission-form',
  'eternal-scroll': '/eternal-scroll-form',
  'love-me-scroll': '/love-me-scroll-form',
}

/** Where a scroll card's "Order Now" leads; an unknown type falls back to the Classic Scroll form. */
export function orderFormPath(scrollType: string): SitePath {
  return orderFormByScrollType[scrollType] ?? '/light-rant-form'
}
