/**
 * The rows the API answers with, as zod schemas built from the tables (drizzle-zod). A route's response
 * schema picks its fields from these, so a column renamed or retyped in `schema/` changes the route's
 * types and, through `hono/client`, the web's. Moments travel as ISO strings: JSON has no dates.
 */
import { z } from '@hono/zod-openapi'
import { createSchemaFactory } from 'drizzle-zod'
import { composedScrollSchema } from '@/domain/scribe/scroll-request'
import { screenFindingSchema } from '../screening/screening'
import {
  careerApplications,
  commissionRequests,
  contactMessages,
  notFoundHits,
  orderStatusEvents,
  orders,
  orderTargets,
  partnerPayouts,
  partners,
  paymentSessions,
  payments,
  scrollDeliveries,
  sentEmails,
  storedFiles,
  users,
} from './schema'

const { createSelectSchema } = createSchemaFactory({ zodInstance: z })

const moment = z.string().openapi({ format: 'date-time' })
const maybeMoment = moment.nullable()

export const quoteLineSchema = z.object({ code: z.string(), label: z.string(), cents: z.int() })

export const orderRowSchema = createSelectSchema(orders, {
  quoteLines: z.array(quoteLineSchema),
  paidAt: maybeMoment,
  dueAt: maybeMoment,
  receiptSentAt: maybeMoment,
  refundedAt: maybeMoment,
  reviewFindings: z.array(screenFindingSchema),
  heldAt: maybeMoment,
  approvedAt: maybeMoment,
  createdAt: moment,
  updatedAt: moment,
})

export const paymentSessionRowSchema = createSelectSchema(paymentSessions, {
  expiresAt: moment,
  createdAt: moment,
})

export const partnerRowSchema = createSelectSchema(partners, {
  payoutPct: (pct) => pct.openapi({ description: 'Commission in percent of each paid order’s total' }),
  createdAt: moment,
  updatedAt: moment,
})

export const partnerPayoutRowSchema = createSelectSchema(partnerPayouts, {
  createdAt: moment,
  paidAt: maybeMoment,
  voidedAt: maybeMoment,
})

export const paymentRowSchema = createSelectSchema(payments, { refundedAt: maybeMoment, createdAt: moment })

export const orderTargetRowSchema = createSelectSchema(orderTargets)

export const scrollDeliveryRowSchema = createSelectSchema(scrollDeliveries, {
  scroll: composedScrollSchema.nullable(),
  composedAt: maybeMoment,
  renderedAt: maybeMoment,
  narrationEmailedAt: maybeMoment,
  emailedAt: maybeMoment,
  createdAt: moment,
})

export const orderStatusEventRowSchema = createSelectSchema(orderStatusEvents, { createdAt: moment })

export const userRowSchema = createSelectSchema(users, {
  banExpires: maybeMoment,
  createdAt: moment,
  updatedAt: moment,
})

export const storedFileRowSchema = createSelectSchema(storedFiles, { createdAt: moment })

export const notFoundHitRowSchema = createSelectSchema(notFoundHits, {
  firstSeenAt: moment,
  lastSeenAt: moment,
})

// the inbox's three kinds of message, with their back-office state (read, handled, assignee)
const inboxMoments = {
  readAt: maybeMoment,
  handledAt: maybeMoment,
  notifiedAt: maybeMoment,
  createdAt: moment,
}

export const contactMessageRowSchema = createSelectSchema(contactMessages, inboxMoments)

export const careerApplicationRowSchema = createSelectSchema(careerApplications, inboxMoments)

export const commissionRequestRowSchema = createSelectSchema(commissionRequests, {
  ...inboxMoments,
  acknowledgedAt: maybeMoment,
})

export const sentEmailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().openapi({ description: 'Bytes of the attachment itself, decoded' }),
})

export const sentEmailRowSchema = createSelectSchema(sentEmails, {
  attachments: z.array(sentEmailAttachmentSchema),
  firstAttemptAt: moment,
  lastAttemptAt: moment,
  resendClaimedAt: maybeMoment,
})
