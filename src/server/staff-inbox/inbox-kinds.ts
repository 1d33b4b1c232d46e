import { careerApplications, commissionRequests, contactMessages } from '../db/schema'

/** The inbox's three kinds of message, each the subject its staff notes and actions are recorded under. */
export const inboxKinds = ['contact', 'career', 'commission'] as const
export type InboxKind = (typeof inboxKinds)[number]

export const inboxTables = {
  contact: contactMessages,
  career: careerApplications,
  commission: commissionRequests,
} as const

export type ReviewStatus = (typeof careerApplications.reviewStatus.enumValues)[number]
export type CommissionStatus = (typeof commissionRequests.status.enumValues)[number]
export type InboxStatus = ReviewStatus | CommissionStatus

/** The kind-specific status a list row carries: a career application's review, a commission's progress. */
export const inboxStatuses = [
  ...new Set([...careerApplications.reviewStatus.enumValues, ...commissionRequests.status.enumValues]),
] as [InboxStatus, ...InboxStatus[]]
