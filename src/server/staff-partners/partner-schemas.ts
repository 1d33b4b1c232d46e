import { z } from '@hono/zod-openapi'
import { isOneLine, oneLineMessage } from '@/domain/form-fields'
import { partnerSlugRule } from '@/domain/order-request'
import { orderRowSchema, partnerRowSchema } from '../db/row-schemas'

export const DEFAULT_PAYOUT_PCT = 40

// Each message names its field as the partner dialog labels it (`partner-dialog.tsx`).

// the domain's slug rule, plus what the database's check also asks: no hyphen at either end or twice in a row
const slugField = z
  .string({ error: 'Slug is required' })
  .pipe(partnerSlugRule('Slug'))
  .refine(
    (slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
    'Slug may not start or end with a hyphen or hold two in a row',
  )
  .openapi({
    example: 'sir-roastalot',
    description: 'Lower-case letters, digits and hyphens; the page is /p/{slug}',
  })

const nameField = z
  .string({ error: 'Partner name is required' })
  .trim()
  .min(1, 'Partner name is required')
  .max(100, 'Partner name must be at most 100 characters')
  .refine(isOneLine, oneLineMessage('Partner name'))

const payoutPctField = z
  .number({ error: 'Payout percentage must be a number' })
  .min(0, 'Payout percentage must be at least 0')
  .max(100, 'Payout percentage must be at most 100')
  // the column keeps two decimals; more would be rounded away without a word
  .refine(
    (pct) => Math.abs(pct * 100 - Math.round(pct * 100)) < 1e-6,
    'Payout percentage may have at most two decimals',
  )

// an empty field in the form means "no link"
const paymentLinkField = z
  .string()
  .trim()
  .max(2000, 'Payment link URL must be at most 2000 characters')
  .nullable()
  .transform((value) => (value ? value : null))
  .pipe(
    z.url({ protocol: /^https?$/, error: 'Payment link URL must be an http or https address' }).nullable(),
  )

// codes are typed by hand: case and stray spaces must not matter, and they are stored upper-case
const discountCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .max(40, 'Discount code must be at most 40 characters')
  .regex(/^[A-Z0-9]*$/, 'Discount code may hold only letters and digits')
  .nullable()
  .transform((value) => (value ? value : null))

// payouts are sent to it, so it is stored lower-case and may not start as a spreadsheet formula would
const emailField = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, `${label} must be at most 254 characters`)
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .email(`${label} must be an email address`)
        .refine((email) => !/^[=+\-@]/.test(email), `${label} may not start with = + - or @`)
        .nullable(),
    )

// the partner's own shop account, named by its email: orders placed from its sign-in addresses are held
const accountEmailField = emailField('Partner’s shop account').openapi({
  description: 'The email of an existing shop account that is the partner’s own; null unlinks it',
})

const partnerEmailField = emailField('Payout email').openapi({
  description: 'Where payouts are sent (the PayPal or Wise recipient); an order with it is held',
})

export const partnerInputSchema = z
  .object({
    name: nameField,
    slug: slugField,
    payoutPct: payoutPctField.default(DEFAULT_PAYOUT_PCT),
    paymentLinkUrl: paymentLinkField.optional().transform((value) => value ?? null),
    discountCode: discountCodeField.optional().transform((value) => value ?? null),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    email: partnerEmailField.optional().transform((value) => value ?? null),
    accountEmail: accountEmailField.optional().transform((value) => value ?? null),
  })
  .strict()
  .openapi('PartnerInput')
export type PartnerInput = z.infer<typeof partnerInputSchema>

/** An edit names only the fields it changes; a null payment link or discount code removes it. */
export const partnerChangeSchema = z
  .object({
    name: nameField.optional(),
    slug: slugField.optional(),
    payoutPct: payoutPctField.optional(),
    paymentLinkUrl: paymentLinkField.optional(),
    discountCode: discountCodeField.optional(),
    isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
    email: partnerEmailField.optional(),
    accountEmail: accountEmailField.optional(),
  })
  .strict()
  .openapi('PartnerChange')
export type PartnerChange = z.infer<typeof partnerChangeSchema>

export const partnerSchema = partnerRowSchema
  .extend({
    accountEmail: z
      .string()
      .nullable()
      .openapi({ description: 'The email of the partner’s own shop account, when one is linked' }),
  })
  .openapi('Partner')

export const partnerIdParams = z.object({
  id: z.uuid('Not a partner id').openapi({ param: { name: 'id', in: 'path' } }),
})

/** One of a partner's newest paid orders, as Partner Analytics lists them. */
export const recentOrderSchema = orderRowSchema
  .pick({ id: true, orderNumber: true, customerEmail: true, createdAt: true, paidAt: true })
  .extend({
    scrollType: orderRowSchema.shape.scrollType.openapi({
      description: 'The catalog id, such as light-rant or bundle',
    }),
    productLabel: z.string().openapi({ description: 'What the customer bought, by its catalogue name' }),
    amountCents: orderRowSchema.shape.totalPriceCents,
  })
  .openapi('PartnerRecentOrder')
export type RecentOrder = z.infer<typeof recentOrderSchema>
