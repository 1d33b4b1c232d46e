import {
  Banknote,
  ChartColumn,
  ChartLine,
  FileQuestion,
  FolderOpen,
  Handshake,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  ScrollText,
  ShieldCheck,
  UserCog,
} from 'lucide-react'
import type { SitePath } from '@/domain/site-routes'
import type { Access } from '@/domain/staff-roles'

export type StaffTool = {
  label: string
  path: SitePath
  icon: LucideIcon
  /** what the tool's card on the welcome dashboard says */
  summary?: string
  access: Exclude<Access, 'public'>
}

/** The back office's screens, in the sidebar's order; those with a summary are the dashboard's cards. */
export const staffTools: StaffTool[] = [
  { label: 'Overview', path: '/admin', icon: LayoutDashboard, access: 'staff' },
  {
    label: 'Orders',
    path: '/admin/orders',
    icon: ScrollText,
    summary: 'Every order: find one, read its history, fix or resend a scroll, retry a failure, refund.',
    access: 'staff',
  },
  {
    label: 'Inbox',
    path: '/admin/inbox',
    icon: Inbox,
    summary:
      'Contact messages, applications and commission requests: read them, hand them out, mark them handled.',
    access: 'staff',
  },
  {
    label: 'Analytics',
    path: '/admin/analytics',
    icon: ChartColumn,
    summary: 'Orders, revenue and the most popular scrolls of the last 30 days.',
    access: 'staff',
  },
  {
    label: 'Partner Management',
    path: '/admin/partners',
    icon: Handshake,
    summary: 'Add partners, set their payout and discount code, switch them on or off.',
    access: 'staff',
  },
  {
    label: 'Partner Analytics',
    path: '/admin/partner-analytics',
    icon: ChartLine,
    summary: 'What each partner brought in, the commissions earned and the payouts to make.',
    access: 'staff',
  },
  {
    label: 'Payouts',
    path: '/admin/payouts',
    icon: Banknote,
    summary: 'Payout runs: every due commission above a minimum, as a PayPal or Wise file, then marked paid.',
    access: 'staff',
  },
  {
    label: 'File Manager',
    path: '/admin/files',
    icon: FolderOpen,
    summary: 'Upload, download and delete the files in the shop’s buckets.',
    access: 'staff',
  },
  {
    label: 'Outbox',
    path: '/admin/outbox',
    icon: Mail,
    summary:
      'Every email the shop sent or tried: read it, download its attachments, send a failed one again.',
    access: 'staff',
  },
  { label: 'Missing Pages', path: '/admin/missing-pages', icon: FileQuestion, access: 'staff' },
  { label: 'Users', path: '/admin/users', icon: UserCog, access: 'admin' },
  { label: 'Security', path: '/admin/security', icon: ShieldCheck, access: 'staff' },
]
