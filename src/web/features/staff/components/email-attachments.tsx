import { Paperclip } from 'lucide-react'
import { formatFileSize } from '../lib/file-size'

type Attachment = { filename: string; sizeBytes: number }

/** An email's attachments as download links, or a quiet "None". */
export function EmailAttachments({ emailId, attachments }: { emailId: string; attachments: Attachment[] }) {
  if (attachments.length === 0) return <span className="text-ink-soft">No attachments</span>
  const links = attachments.map((attachment, index) => ({
    ...attachment,
    href: `/api/staff/emails/${emailId}/attachments/${index}`,
  }))
  return (
    <ul className="flex flex-col">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            download
            className="inline-flex min-h-11 items-center gap-2 break-all text-wax underline"
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            {link.filename}
            <span className="text-ink-soft no-underline">({formatFileSize(link.sizeBytes)})</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
