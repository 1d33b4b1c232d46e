const units = ['Bytes', 'KB', 'MB', 'GB'] as const

/** "0 Bytes", "1.5 KB", "50 MB": base 1024, at most two decimals; "Unknown" when the size was not kept. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown'
  if (bytes === 0) return '0 Bytes'
  const unit = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  return `${Number.parseFloat((bytes / 1024 ** unit).toFixed(2))} ${units[unit]}`
}
