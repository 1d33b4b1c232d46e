import type { PublicOrder } from './api/get-order'

/** A paid Classic Scroll with immediate delivery, as the server shows it; shared by the page tests. */
export const publicOrder = (overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  id: '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e',
  reference: '5B0D1D5E',
  kind: 'single',
  scrollType: 'light-rant',
  isTest: false,
  customerName: 'Ser Grumblesworth',
  targetName: 'Baron Von Loudchewer',
  bundleId: null,
  anonymousDelivery: false,
  status: 'paid',
  paymentStatus: 'paid',
  lines: [
    { code: 'base:light-rant', label: 'Classic Scroll', cents: 1499 },
    { code: 'delivery:immediate', label: 'Immediate email delivery', cents: 200 },
    { code: 'discount:early-bird', label: 'Early bird (10% off)', cents: -150 },
  ],
  totalCents: 1549,
  currency: 'usd',
  createdAt: '2025-05-01T10:00:00.000Z',
  paidAt: '2025-05-01T10:05:00.000Z',
  underReview: false,
  ...overrides,
})
