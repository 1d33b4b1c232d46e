// building a formatter loads the zone's rules; one per zone is kept for the life of the process
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The shop's calendar day of a moment, in its own time zone. */
export function shopDate(moment: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(moment)
}
