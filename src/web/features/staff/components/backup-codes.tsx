import { Copy, Download } from 'lucide-react'
import { shop } from '@/domain/shop'
import { slugFrom } from '@/domain/slug'
import { showToast } from '@/web/components/ui/toast'

/** The file the codes download as, named for the shop so it can be found again among the staff's files. */
export const backupCodesFileName = `${slugFrom(shop.name)}-backup-codes.txt`

const fileText = (codes: readonly string[]) =>
  [
    `${shop.name}: backup codes for the back office`,
    'Each code signs thee in once, in place of a code from thy app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n')

/** The enrolment's backup codes, with a way to copy them and one to save them as a text file. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      void showToast({ title: 'Backup codes copied to the clipboard', variant: 'success' })
    } catch {
      void showToast({
        title: 'The codes could not be copied',
        description: 'Select them and copy them by hand, or download them.',
        variant: 'error',
      })
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = backupCodesFileName
    link.click()
    // the click has handed the file to the browser; the next task may let it go
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  return (
    <div>
      <h2 className="font-display text-lg">Backup codes</h2>
      <p className="text-sm text-ink-soft">
        Keep these somewhere safe. Each one signs thee in once if thy phone is lost.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> Copy Codes
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" /> Download Codes
        </button>
      </div>
    </div>
  )
}
