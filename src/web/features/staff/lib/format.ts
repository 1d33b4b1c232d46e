const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** "Nov 24, 2026, 7:42 PM" in the reader's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))

/** "Nov 24, 2026". */
export const formatDate = (iso: string) => date.format(new Date(iso))

// a calendar day names itself: read in UTC, it is the same day in every reader's time zone
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Sat, Mar 14, 2026" for the calendar day "2026-03-14". */
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`))
