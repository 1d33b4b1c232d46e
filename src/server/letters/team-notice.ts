import { careerRoles, notProvided } from '@/domain/career-application'
import { commissionLengths, commissionStyles, optionLabel } from '@/domain/catalog-options'
import type { MailMessage } from '../mail/mailer'
import { deadlineLabel } from './commission-request-received'
import { dayLabel } from './layout/email-content'

type ContactRow = { name: string; email: string; subject: string | null; message: string; createdAt: Date }
type CareerRow = {
  role: 'scribe' | 'herald'
  name: string
  email: string
  experience: string
  portfolio: string | null
  socialHandles: string | null
  followerCount: string | null
  campaignExperience: string | null
  createdAt: Date
}
type CommissionRow = {
  name: string
  email: string
  target: string
  tale: string
  style: string | null
  length: string | null
  voiceNarration: boolean
  anonymousDelivery: boolean
  recipientEmail: string | null
  deadline: string | null
  finalWishes: string | null
  createdAt: Date
}

const lines = (entries: Array<[string, string]>) =>
  entries.map(([label, value]) => `${label}: ${value}`).join('\n')

// "21 Nov 2026, 10:00 UTC": when the form arrived, as a person reads a time
const receivedLabel = (at: Date) => `${dayLabel(at)}, ${at.toISOString().slice(11, 16)} UTC`

// a choice the form offers, by its label; anything else (an old or unknown id) as it was stored
const choiceLabel = (labels: Record<string, string>, id: string | null) =>
  id === null ? 'Not specified' : (optionLabel(labels, id) ?? id)

export function composeContactMail(row: ContactRow, teamMailbox: string): MailMessage {
  const subject = row.subject ?? 'General'
  return {
    to: teamMailbox,
    replyTo: { name: row.name, address: row.email },
    subject: `Contact: ${subject} from ${row.name}`,
    text: `${lines([
      ['From', `${row.name} <${row.email}>`],
      ['Subject', subject],
      ['Received', receivedLabel(row.createdAt)],
    ])}\n\n${row.message}\n`,
  }
}

export function composeCareerMail(row: CareerRow, teamMailbox: string): MailMessage {
  const title = careerRoles[row.role].title
  const roleLines: Array<[string, string]> =
    row.role === 'scribe'
      ? [['Portfolio', row.portfolio ?? notProvided.portfolio]]
      : [
          ['Social handles', row.socialHandles ?? notProvided.socialHandles],
          ['Follower count', row.followerCount ?? notProvided.followerCount],
          ['Campaign experience', row.campaignExperience ?? notProvided.campaignExperience],
        ]
  return {
    to: teamMailbox,
    replyTo: { name: row.name, address: row.email },
    subject: `${title} Application from ${row.name}`,
    text: `${lines([
      ['Role', title],
      ['Name', row.name],
      ['Email', row.email],
      ['Received', receivedLabel(row.createdAt)],
    ])}\n\nExperience:\n${row.experience}\n\n${lines(roleLines)}\n`,
  }
}

export function composeCommissionMail(row: CommissionRow, teamMailbox: string): MailMessage {
  return {
    to: teamMailbox,
    replyTo: { name: row.name, address: row.email },
    subject: `Commission request from ${row.name}: ${row.target}`,
    text: `${lines([
      ['Name', row.name],
      ['Email', row.email],
      ['Target', row.target],
      ['Style', choiceLabel(commissionStyles, row.style)],
      ['Length', choiceLabel(commissionLengths, row.length)],
      ['Voice narration', row.voiceNarration ? 'Yes' : 'No'],
      ['Recipient', row.recipientEmail ?? 'None: the scroll goes to the customer to pass on'],
      [
        'Delivery',
        row.anonymousDelivery ? 'Anonymous: keep the customer from the recipient' : 'Signed with their name',
      ],
      ['Deadline', row.deadline ? deadlineLabel(row.deadline) : 'None given'],
      ['Received', receivedLabel(row.createdAt)],
    ])}\n\nThe tale:\n${row.tale}\n\nFinal wishes:\n${row.finalWishes ?? 'None'}\n`,
  }
}
